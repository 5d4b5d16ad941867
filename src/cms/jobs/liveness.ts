/**
 * Which jobs are alive (ADR 0027). While a task handler runs, the process running it touches the
 * job's `updatedAt` every HEARTBEAT_MS; a job still `processing` whose `updatedAt` is older than
 * STRANDED_AFTER_MS has no runner any more (killed, out of memory, the machine gone): it is
 * stranded (./stranded.ts takes it up again). A long job (a backup, a newsletter issue) stays alive
 * as long as its process does, so no task needs a timeout of its own.
 */
import type { Payload, TaskConfig } from 'payload'

import { logger } from '@/lib/logger'

/** How often a running job's `updatedAt` is touched. */
export const HEARTBEAT_MS = 30_000
/** A `processing` job untouched for this long is stranded (six missed heartbeats). */
export const STRANDED_AFTER_MS = 3 * 60_000

/** The `updatedAt` before which a processing job is stranded. */
export function strandedBefore(now: Date): string {
  return new Date(now.getTime() - STRANDED_AFTER_MS).toISOString()
}

type JobId = number | string

/** The jobs whose handlers run in this process, with the Payload that runs them. */
const running = new Map<JobId, Payload>()
let timer: NodeJS.Timeout | undefined

async function touch(payload: Payload, ids: JobId[]): Promise<void> {
  await payload.db.updateJobs({
    where: { and: [{ id: { in: ids } }, { processing: { equals: true } }] },
    data: { updatedAt: new Date().toISOString() },
    req: {},
    returning: false,
  })
}

async function beat(): Promise<void> {
  const byPayload = new Map<Payload, JobId[]>()
  for (const [id, payload] of running) byPayload.set(payload, [...(byPayload.get(payload) ?? []), id])
  for (const [payload, ids] of byPayload) {
    try {
      await touch(payload, ids)
    } catch (error) {
      logger.warn({ event: 'job_heartbeat_failed', jobIds: ids, err: error }, 'could not mark running jobs alive')
    }
  }
}

function track(id: JobId, payload: Payload): void {
  running.set(id, payload)
  timer ??= setInterval(() => void beat(), HEARTBEAT_MS).unref()
}

function untrack(id: JobId): void {
  running.delete(id)
  if (running.size === 0 && timer) {
    clearInterval(timer)
    timer = undefined
  }
}

/** The ids of the jobs whose handlers run in this process now. */
export function runningJobIds(): JobId[] {
  return [...running.keys()]
}

/** What a task handler is given that this needs: its job, and the Payload that runs it. */
type JobArgs = { job: { id: JobId }; req: { payload: Payload } }

/** The handler, marking its job alive while it runs. */
export function withHeartbeat<A extends JobArgs, R>(handler: (args: A) => R | Promise<R>): (args: A) => Promise<R> {
  return async (args) => {
    track(args.job.id, args.req.payload)
    try {
      return await handler(args)
    } finally {
      untrack(args.job.id)
    }
  }
}

/** Every task of the config marks its jobs alive while they run (a handler given as a path cannot be). */
export function withHeartbeats(tasks: TaskConfig[]): void {
  for (const task of tasks) {
    if (typeof task.handler !== 'function') throw new Error(`Task ${task.slug}: its handler must be a function`)
    task.handler = withHeartbeat(task.handler) as TaskConfig['handler']
  }
}
