/**
 * Payload's Local API in an old migration's data step speaks today's model, whose tables may have
 * columns that later migrations add: every read and insert then names a column the database does
 * not have yet. Drizzle lists a table's columns from one object per table, shared by the query
 * builder and inserts, so hiding the columns the database lacks for the length of the step makes
 * Payload read and write the tables as they are at that point of the migrations. Our own code
 * because neither Payload nor Drizzle can read with the model of an earlier migration.
 */
import type { Payload, PayloadRequest } from 'payload'

const COLUMNS = Symbol.for('drizzle:Columns')

type Column = { name: string }
type Table = { [COLUMNS]: Record<string, Column> }
type Session = {
  all?: (query: string) => Promise<{ table_name: string; column_name: string }[]>
  execute?: (query: string) => Promise<{ rows: { table_name: string; column_name: string }[] }>
}
type Adapter = {
  tables: Record<string, Table>
  sessions: Record<string, { db: Session }>
  drizzle: Session
}

const SQLITE_COLUMNS = `select m.name as table_name, p.name as column_name
  from sqlite_master m join pragma_table_info(m.name) p where m.type = 'table'`
const POSTGRES_COLUMNS = `select table_name, column_name from information_schema.columns
  where table_schema = current_schema()`

/** Runs `step` with Payload's tables narrowed to the columns the database has in this migration. */
export async function withColumnsOfDatabase<T>(
  payload: Payload,
  req: PayloadRequest,
  step: () => Promise<T>,
): Promise<T> {
  const adapter = payload.db as unknown as Adapter
  // The migration's transaction, which sees its own new tables (none where transactions are off).
  const session = adapter.sessions[String(await req.transactionID)]?.db ?? adapter.drizzle
  const rows = session.all
    ? await session.all(SQLITE_COLUMNS)
    : ((await session.execute?.(POSTGRES_COLUMNS))?.rows ?? [])
  const present = new Set(rows.map((r) => `${r.table_name}.${r.column_name}`))
  const hidden: [Record<string, Column>, string, Column][] = []
  for (const [tableName, table] of Object.entries(adapter.tables)) {
    const columns = table[COLUMNS]
    // A table the database lacks altogether is none of this step's business.
    if (!rows.some((r) => r.table_name === tableName)) continue
    for (const [key, column] of Object.entries(columns)) {
      if (present.has(`${tableName}.${column.name}`)) continue
      hidden.push([columns, key, column])
      delete columns[key]
    }
  }
  try {
    return await step()
  } finally {
    for (const [columns, key, column] of hidden) columns[key] = column
  }
}
