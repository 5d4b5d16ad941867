/**
 * npm run worker: the job queue in a process of its own (ADR 0033). Starts Payload (no Next build
 * needed) and the job runner with its schedules on JOBS_CRON (src/cms/jobs): email delivery and
 * its retries, scheduled publishing, the newsletter issue, fuel prices, backups, order expiry.
 * Only the process holding the queue's lease runs jobs, so a second worker started by mistake (or
 * a web process running jobs too) waits and takes over when this one stops or dies.
 *
 * - Logs JSON lines, as the web server does.
 * - At start it refuses, with one line and exit code 1, a database it cannot reach or one not
 *   migrated yet (`npm start` migrates): a process manager starts it again (deploy/vanlife-worker.service
 *   retries every 5 s).
 * - On SIGTERM/SIGINT it drains: no new batch starts, the running one finishes (up to
 *   STOP_LIMIT_MS; a job cut there is taken up again later as a stranded one), the lease is given
 *   up, the database closes, exit 0.
 */
import fs from 'node:fs'

import type { Payload } from 'payload'

import { startJobRunner } from '@/cms/jobs'
import { shutdownHooks } from '@/cms/shutdown'
import { MIGRATION_DIRS } from '@/cms/migration-dirs'
import { expireThroughLocalServer } from '@/cms/revalidation/deferred'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'

import { committedMigrations, sqliteFile } from './lib/nothing-to-prepare'
import { loadPayload } from './lib/load-payload'

/** How long a stop waits for the running batch (deploy/vanlife-worker.service allows more). */
const STOP_LIMIT_MS = 25_000

function refuse(event: string, message: string, error?: unknown): never {
  logger.fatal({ event, err: error }, message)
  process.exit(1)
}

if (env.databaseKind === 'sqlite' && !fs.existsSync(sqliteFile(env.DATABASE_URL))) {
  // Opening it would create an empty database.
  refuse(
    'worker_database_missing',
    `No database at ${env.DATABASE_URL}: start the site (npm start) first, which creates it`,
  )
}

let payload: Payload
try {
  payload = await loadPayload()
} catch (error) {
  refuse(
    'worker_database_unreachable',
    `The job worker cannot reach the database (${env.databaseKind}): check DATABASE_URL and that the database is up`,
    error,
  )
}

const applied = await payload
  .find({ collection: 'payload-migrations', limit: 0, pagination: false, depth: 0, overrideAccess: true })
  .then(({ docs }) => new Set(docs.map((doc) => String((doc as { name?: unknown }).name))))
  .catch((error: unknown) =>
    refuse(
      'worker_database_unreadable',
      'The job worker cannot read the database (unreachable, or not migrated yet): check DATABASE_URL, then start the site (npm start) or run npm run migrate',
      error,
    ),
  )
const pending = committedMigrations(MIGRATION_DIRS[env.databaseKind]).filter((name) => !applied.has(name))
if (pending.length > 0) {
  refuse(
    'worker_database_not_migrated',
    `The database is not migrated yet (${pending.length} migration(s) pending): start the site (npm start) or run npm run migrate, then the worker`,
  )
}

// Cache tags of changes made here (a scheduled publish) expire through the web server on this machine.
expireThroughLocalServer()
await startJobRunner(payload, { cron: env.JOBS_CRON, schedule: true, role: 'worker' })
logger.info(
  {
    event: 'worker_started',
    pid: process.pid,
    database: env.databaseKind,
    cron: env.JOBS_CRON,
  },
  'Job worker started',
)

let stopping = false
async function stop(signal: string): Promise<void> {
  if (stopping) return
  stopping = true
  // Whatever hangs below, the process ends.
  setTimeout(() => process.exit(1), STOP_LIMIT_MS + 10_000).unref()
  logger.info({ event: 'worker_stopping', signal }, 'Job worker stopping: the running batch finishes')
  const hooks = shutdownHooks(payload)
  await hooks
    .stopJobs(Date.now() + STOP_LIMIT_MS)
    .catch((error: unknown) => logger.error({ event: 'jobs_stop_failed', err: error }, 'Stopping the job queue failed'))
  await hooks
    .closeDatabase()
    .catch((error: unknown) =>
      logger.error({ event: 'database_close_failed', err: error }, 'Closing the database failed'),
    )
  logger.info({ event: 'worker_stopped', signal }, 'Job worker stopped')
  process.exit(0)
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(signal))
