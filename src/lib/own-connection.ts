/**
 * A PostgreSQL connection of its own, outside any pool, for what lives as long as a session does
 * (the live bus's LISTEN, the jobs lease's advisory lock). `lost` is called once the connection
 * fails (with the error) or ends; a connection that cannot be opened is closed and the error thrown.
 */
import pg from 'pg'

export async function openOwnConnection(
  url: string,
  lost: (client: pg.Client, error?: unknown) => void,
  options: { connectionTimeoutMillis?: number } = {},
): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, ...options })
  client.on('error', (error) => lost(client, error))
  client.on('end', () => lost(client))
  try {
    await client.connect()
  } catch (error) {
    void client.end().catch(() => undefined)
    throw error
  }
  return client
}
