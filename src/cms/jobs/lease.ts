/**
 * One instance runs the jobs. Payload's runner takes due jobs by reading them and then marking them
 * "processing" in a second statement (@payloadcms/drizzle's `updateJobs`), and every instance's
 * crons fire on the same wall-clock seconds: instances on one PostgreSQL database took the same job
 * and ran it twice (a callback mailed twice; a scheduled publication published and logged twice;
 * a run failing on the job the other had finished and deleted). The instance holding a PostgreSQL
 * advisory lock, on a connection of its own, runs the queues; the others ask again at every tick
 * and one takes over within a tick when the holder stops (its connection closes, and the lock with
 * it). The embedded database has one process, which always runs them.
 */
import type pg from 'pg'

import { getEnv } from '@/config/env'
import { logError } from '@/lib/logger'
import { openOwnConnection } from '@/lib/own-connection'
import { processRegistry } from '@/lib/process-registry'

/**
 * The PostgreSQL advisory lock that elects the one instance running the jobs
 * any number unique among this database's advisory locks.
 */
const JOBS_LEASE_KEY = 1_991_000_019

export interface JobsLease {
  /** Whether this process runs the jobs now (asks for the lease when it does not hold it). */
  held(): Promise<boolean>
  /** Gives the lease up (shutdown): another instance takes it at its next tick. */
  close(): Promise<void>
}

/** The embedded database: one process, which runs the jobs. */
const soleProcess: JobsLease = {
  held: async () => true,
  close: async () => undefined,
}

/** The lease on PostgreSQL: a session-level advisory lock held on a connection of its own. */
export class PostgresJobsLease implements JobsLease {
  private client: pg.Client | undefined
  private holding = false
  private asking: Promise<boolean> | undefined
  private closed = false

  constructor(
    private readonly url: string,
    private readonly log: (message: string, error?: unknown) => void = logError,
    private readonly key: number = JOBS_LEASE_KEY,
  ) {}

  held(): Promise<boolean> {
    if (this.closed) return Promise.resolve(false)
    this.asking ??= this.ask().finally(() => {
      this.asking = undefined
    })
    return this.asking
  }

  /**
   * The holder checks that its connection (and so its lock) is alive; the others try the lock.
   * Any failure counts as not holding: no job runs on a lease this process cannot vouch for.
   */
  private async ask(): Promise<boolean> {
    try {
      const client = this.client ?? (await this.connect())
      if (this.holding) {
        await client.query('SELECT 1')
        return true
      }
      const { rows } = await client.query<{ taken: boolean }>(
        'SELECT pg_try_advisory_lock($1::bigint) AS taken',
        [this.key],
      )
      this.holding = rows[0]?.taken === true
      return this.holding
    } catch (error) {
      this.log('jobs: the lease cannot be checked, no job runs here until it can', error)
      this.drop(this.client)
      return false
    }
  }

  private async connect(): Promise<pg.Client> {
    const client = await openOwnConnection(
      this.url,
      (lost, error) => {
        if (error) this.log('jobs: the lease connection was lost', error)
        this.drop(lost)
      },
      { connectionTimeoutMillis: 5_000 },
    )
    this.client = client
    return client
  }

  /** Forgets a connection (and the lock it held, which the server releases with it). */
  private drop(client: pg.Client | undefined): void {
    if (!client || client !== this.client) return
    this.client = undefined
    this.holding = false
    void client.end().catch(() => undefined)
  }

  async close(): Promise<void> {
    this.closed = true
    await this.asking?.catch(() => undefined)
    const client = this.client
    this.client = undefined
    this.holding = false
    await client?.end().catch(() => undefined)
  }
}

const jobs = processRegistry('jobs')

/** This process's lease: on PostgreSQL the advisory lock, with the embedded database always held. */
export function jobsLease(): JobsLease {
  return jobs.once<JobsLease>('lease', () => {
    const { database } = getEnv()
    return database.kind === 'postgres' ? new PostgresJobsLease(database.url) : soleProcess
  })
}
