/** What the database says: the outbox, the job queue, the last backup and the fuel prices. */
import 'server-only'

import type { Payload, Where } from 'payload'

import { readQueueLease, TASK_RUNS_SLUG } from '@/cms/jobs'

import { lastBackup } from '../../backup/queries'
import { STUCK_AFTER_MS } from '../problems'
import type {
  BackupFact,
  BackupFacts,
  FuelPriceFacts,
  JobFact,
  JobFacts,
  OutboxFacts,
  ScheduledTaskFact,
} from '../types'

const count = async (payload: Payload, collection: 'emails' | 'payload-jobs', where: Where) =>
  (await payload.count({ collection, where, overrideAccess: true })).totalDocs

export async function outboxFacts(payload: Payload): Promise<OutboxFacts> {
  const [waiting, failed, kept, oldest] = await Promise.all([
    count(payload, 'emails', { status: { equals: 'queued' } }),
    count(payload, 'emails', { status: { equals: 'failed' } }),
    count(payload, 'emails', { status: { equals: 'kept' } }),
    payload.find({
      collection: 'emails',
      where: { status: { equals: 'queued' } },
      sort: 'createdAt',
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { createdAt: true },
    }),
  ])
  return { waiting, failed, kept, oldestWaitingAt: oldest.docs[0]?.createdAt ?? null }
}

/** A job's error in one line (Payload keeps an object, or a string). */
function jobError(error: unknown): string | undefined {
  if (!error) return undefined
  if (typeof error === 'string') return error.slice(0, 300)
  const message = (error as { message?: unknown }).message
  return (typeof message === 'string' ? message : JSON.stringify(error)).slice(0, 300)
}

type JobDoc = {
  id: string | number
  taskSlug?: string | null
  processing?: boolean | null
  hasError?: boolean | null
  completedAt?: string | null
  error?: unknown
  updatedAt: string
  createdAt: string
  waitUntil?: string | null
}

const JOB_FIELDS = {
  taskSlug: true,
  processing: true,
  hasError: true,
  completedAt: true,
  error: true,
  updatedAt: true,
  createdAt: true,
  waitUntil: true,
} as const

function latestState(job: JobDoc): NonNullable<ScheduledTaskFact['latest']> {
  if (job.hasError) return { state: 'failed', at: job.updatedAt, error: jobError(job.error) }
  if (job.completedAt) return { state: 'done', at: job.completedAt }
  if (job.processing) return { state: 'running', at: job.updatedAt }
  return { state: 'waiting', at: job.waitUntil ?? job.createdAt }
}

/** Last scheduled run of each task, from Payload's payload-jobs-stats global (absent without schedules). */
async function lastScheduledRuns(payload: Payload): Promise<Record<string, string>> {
  if (!payload.config.jobs.scheduling) return {}
  const global = (await payload.findGlobal({ slug: 'payload-jobs-stats' as never, overrideAccess: true })) as {
    stats?: { scheduledRuns?: { queues?: Record<string, { tasks?: Record<string, { lastScheduledRun?: string }> }> } }
  }
  const runs: Record<string, string> = {}
  for (const queue of Object.values(global.stats?.scheduledRuns?.queues ?? {})) {
    for (const [task, { lastScheduledRun }] of Object.entries(queue.tasks ?? {})) {
      if (lastScheduledRun && (!runs[task] || runs[task] < lastScheduledRun)) runs[task] = lastScheduledRun
    }
  }
  return runs
}

/** The last run of each of these tasks, by slug. */
async function lastRuns(
  payload: Payload,
  slugs: string[],
): Promise<Map<string, NonNullable<ScheduledTaskFact['lastRun']>>> {
  if (slugs.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: TASK_RUNS_SLUG,
    where: { taskSlug: { in: slugs } },
    limit: slugs.length,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return new Map(
    docs.map((doc) => [
      doc.taskSlug,
      { at: doc.finishedAt, outcome: doc.outcome, ...(doc.error ? { error: doc.error.slice(0, 300) } : {}) },
    ]),
  )
}

export async function jobFacts(payload: Payload, now: Date, runsInProcess: boolean): Promise<JobFacts> {
  const stuckBefore = new Date(now.getTime() - STUCK_AFTER_MS).toISOString()
  const find = (where: Where, limit = 20, sort = '-updatedAt') =>
    payload
      .find({
        collection: 'payload-jobs',
        where,
        sort,
        limit,
        depth: 0,
        pagination: false,
        overrideAccess: true,
        select: JOB_FIELDS,
      })
      .then(({ docs }) => docs as unknown as JobDoc[])
  const scheduledSlugs = (payload.config.jobs.tasks ?? [])
    .filter((task) => (task.schedule?.length ?? 0) > 0)
    .map((task) => task.slug)
  const notDone: Where = { completedAt: { exists: false } }
  const [waiting, running, failed, stuck, failures, scheduledRuns, latest, runs, runner] = await Promise.all([
    count(payload, 'payload-jobs', {
      and: [notDone, { processing: { equals: false } }, { hasError: { not_equals: true } }],
    }),
    count(payload, 'payload-jobs', { processing: { equals: true } }),
    count(payload, 'payload-jobs', { hasError: { equals: true } }),
    find({ and: [{ processing: { equals: true } }, { updatedAt: { less_than: stuckBefore } }] }),
    find({ hasError: { equals: true } }, 10),
    lastScheduledRuns(payload),
    Promise.all(scheduledSlugs.map((slug) => find({ taskSlug: { equals: slug } }, 1, '-createdAt'))),
    lastRuns(payload, scheduledSlugs),
    readQueueLease(payload),
  ])
  const toFact = (job: JobDoc): JobFact => ({
    id: job.id,
    taskSlug: job.taskSlug ?? 'workflow',
    since: job.updatedAt,
    ...(job.error ? { error: jobError(job.error) } : {}),
  })
  return {
    waiting,
    running,
    failed,
    stuck: stuck.map(toFact),
    failures: failures.map(toFact),
    scheduled: scheduledSlugs.map((taskSlug, index) => {
      const job = latest[index]?.[0]
      return {
        taskSlug,
        lastScheduledAt: scheduledRuns[taskSlug] ?? null,
        latest: job ? latestState(job) : null,
        lastRun: runs.get(taskSlug) ?? null,
      }
    }),
    runsInProcess,
    runner,
  }
}

export async function backupFacts(payload: Payload, cron: string): Promise<BackupFacts> {
  const [last, succeeded] = await Promise.all([lastBackup(payload), lastBackup(payload, 'succeeded')])
  const fact: BackupFact | null = last
    ? {
        file: last.file ?? null,
        status: last.status,
        trigger: last.trigger,
        startedAt: last.startedAt,
        finishedAt: last.finishedAt ?? null,
        sizeBytes: last.sizeBytes ?? null,
        error: last.error ?? null,
      }
    : null
  return { last: fact, lastSucceededAt: succeeded ? (succeeded.finishedAt ?? succeeded.startedAt) : null, cron }
}

export async function fuelPriceFacts(payload: Payload, sources: string[]): Promise<FuelPriceFacts> {
  const { docs } = await payload.find({
    collection: 'fuel-prices',
    sort: '-lastUpdated',
    limit: 100,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { source: true, lastUpdated: true },
  })
  return {
    lastRefreshedAt: docs[0]?.lastUpdated ?? null,
    rows: docs.length,
    liveRows: docs.filter((doc) => doc.source === 'live').length,
    sources,
  }
}
