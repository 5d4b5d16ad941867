/** The facts the status page gathers (./server/gather.ts) and shows; pure data, JSON-safe. */
import type { Checked } from './timeout'

export type ServiceKey = 'database' | 'redis' | 'smtp' | 'stripe' | 'kit' | 'recaptcha' | 'fuel-prices' | 'storage'

/**
 * real: the outside service is configured · stand-in: the embedded default runs in its place
 * (outbox, checkout simulator, in-process cache) · off: not used (reCAPTCHA, Kit).
 */
export type ServiceMode = 'real' | 'stand-in' | 'off'

export type ServiceFact = {
  key: ServiceKey
  name: string
  mode: ServiceMode
  /** What runs, in plain words ("PostgreSQL", "Outbox only (EMAIL_DELIVERY=outbox)"). */
  detail: string
  /** The connection check; null when there is nothing to check (a stand-in, or off). */
  health: Checked<string> | null
  /** The variable that configures it, for the problems' advice. */
  variable?: string
}

export type OutboxFacts = {
  /** queued: waiting for the sendEmail job. */
  waiting: number
  failed: number
  /** Kept in the outbox only (not delivered). */
  kept: number
  oldestWaitingAt: string | null
}

export type JobFact = { id: string | number; taskSlug: string; since: string; error?: string }

export type ScheduledTaskFact = {
  taskSlug: string
  /** When Payload's scheduler last queued it (payload-jobs-stats). */
  lastScheduledAt: string | null
  /** The newest job of this task still in the queue (completed jobs are deleted). */
  latest: { state: 'waiting' | 'running' | 'failed' | 'done'; at: string; error?: string } | null
  /** How its last run ended, kept after the job is deleted (the task-runs collection). */
  lastRun: { at: string; outcome: 'succeeded' | 'failed'; error?: string } | null
}

export type JobFacts = {
  waiting: number
  running: number
  failed: number
  stuck: JobFact[]
  failures: JobFact[]
  scheduled: ScheduledTaskFact[]
  /** This process may run the queue (`npm run worker`, or the web process: env.jobsRunInProcess). */
  runsInProcess: boolean
  /** The queue's lease (ADR 0033): which process runs the queue, and when it last did; null: never. */
  runner: JobRunnerFact | null
}

export type JobRunnerFact = {
  /** `worker@host:pid:tag` or `web@…`. */
  holder: string | null
  /** Since when it holds the queue. */
  acquiredAt: string | null
  /** Its lease runs out then unless renewed (every 10 s while it runs). */
  expiresAt: string | null
  /** Its last tick. */
  lastTickAt: string | null
}

export type BackupFact = {
  file: string | null
  status: 'running' | 'succeeded' | 'failed'
  trigger: string
  startedAt: string
  finishedAt: string | null
  sizeBytes: number | null
  error: string | null
}

export type BackupFacts = { last: BackupFact | null; lastSucceededAt: string | null; cron: string }

export type DiskFacts = {
  databaseBytes: number
  /** What was counted: the SQLite files, or pg_database_size. */
  databaseDetail: string
  mediaBytes: number
  mediaFiles: number
  /** Free and total space of the disk holding the data folder, when known. */
  freeBytes: number | null
  totalBytes: number | null
}

export type MigrationFacts = {
  committed: string[]
  applied: string[]
  /** Committed, not applied: this version needs them. */
  pending: string[]
  /** Applied, not committed here: a newer version migrated this database. */
  unknown: string[]
}

export type FuelPriceFacts = {
  lastRefreshedAt: string | null
  rows: number
  liveRows: number
  /** Where live prices come from, as configured: "EIA (US)", "UK retailer feeds". */
  sources: string[]
}

export type StatusFacts = {
  checkedAt: string
  live: boolean
  siteUrl: string
  emailDelivery: 'smtp' | 'outbox'
  /** EMAIL_DELIVERY as set (an explicit opt-in to the outbox). */
  emailDeliverySetting: 'smtp' | 'outbox' | null
  payments: 'stripe' | 'simulator'
  paymentsTestMode: boolean
  services: ServiceFact[]
  fuelPrices: Checked<FuelPriceFacts>
  outbox: Checked<OutboxFacts>
  jobs: Checked<JobFacts>
  backup: Checked<BackupFacts>
  disk: Checked<DiskFacts>
  migrations: Checked<MigrationFacts>
  version: string
  buildId: string | null
}

/** One line at the top of the page: what is wrong (or worth knowing) and what to do. */
export type Problem = { level: 'error' | 'warning' | 'info'; text: string; action: string }
