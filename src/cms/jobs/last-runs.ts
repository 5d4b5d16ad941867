/**
 * The last run of each scheduled task, kept after Payload deletes the completed job: when it
 * ended and whether it succeeded (the status page shows it). One row per task slug, written when
 * the task's handler ends; a failed write is logged and never fails the task.
 */
import type { CollectionConfig, Payload, TaskConfig } from 'payload'

import { adminOnly, staff } from '@/cms/access'
import { logger } from '@/lib/logger'

export const TASK_RUNS_SLUG = 'task-runs'

export const TASK_RUN_OUTCOMES = ['succeeded', 'failed'] as const
export type TaskRunOutcome = (typeof TASK_RUN_OUTCOMES)[number]

/** Written by the job runner only (src/cms/jobs/last-runs.ts); read by the status page. */
export const TaskRuns: CollectionConfig = {
  slug: TASK_RUNS_SLUG,
  labels: { singular: 'Task run', plural: 'Task runs' },
  admin: {
    useAsTitle: 'taskSlug',
    defaultColumns: ['taskSlug', 'outcome', 'finishedAt'],
    group: 'Admin',
    description: 'The last run of each scheduled task (Site › Status shows them).',
  },
  defaultSort: 'taskSlug',
  access: { read: staff, create: () => false, update: () => false, delete: adminOnly },
  fields: [
    { name: 'taskSlug', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    {
      name: 'outcome',
      type: 'select',
      required: true,
      options: TASK_RUN_OUTCOMES.map((value) => ({ label: value, value })),
      admin: { readOnly: true },
    },
    {
      name: 'finishedAt',
      type: 'date',
      required: true,
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'durationMs', type: 'number', admin: { readOnly: true } },
    { name: 'error', type: 'textarea', admin: { readOnly: true } },
  ],
}

export type TaskRunRecord = {
  outcome: TaskRunOutcome
  finishedAt: string
  durationMs: number
  error: string | null
}

/** Keeps `record` as the last run of `taskSlug` (an update, or the first row). Never throws. */
export async function recordTaskRun(payload: Payload, taskSlug: string, record: TaskRunRecord): Promise<void> {
  const data = { taskSlug, ...record }
  const update = () =>
    payload.update({
      collection: TASK_RUNS_SLUG,
      where: { taskSlug: { equals: taskSlug } },
      data,
      depth: 0,
      overrideAccess: true,
    })
  try {
    const { docs } = await update()
    if (docs.length > 0) return
    try {
      await payload.create({ collection: TASK_RUNS_SLUG, data, depth: 0, overrideAccess: true })
    } catch (error) {
      // Another process created the row first (the slug is unique): update it.
      if ((await update()).docs.length === 0) throw error
    }
  } catch (error) {
    logger.warn({ event: 'task_run_not_recorded', taskSlug, err: error }, 'could not record the task run')
  }
}

function errorLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return (message.split('\n')[0] ?? '').slice(0, 500) || 'unknown error'
}

type RunArgs = { req: { payload: Payload } }

/** The handler, recording how each run ended (a throw, or the deprecated `state: 'failed'`). */
export function withRunRecord<A extends RunArgs, R>(
  taskSlug: string,
  handler: (args: A) => R | Promise<R>,
  now: () => number = Date.now,
): (args: A) => Promise<R> {
  return async (args) => {
    const started = now()
    const record = (outcome: TaskRunOutcome, error: string | null) =>
      recordTaskRun(args.req.payload, taskSlug, {
        outcome,
        error,
        finishedAt: new Date(now()).toISOString(),
        durationMs: now() - started,
      })
    let result: R
    try {
      result = await handler(args)
    } catch (error) {
      await record('failed', errorLine(error))
      throw error
    }
    const failed = (result as { state?: unknown } | null)?.state === 'failed'
    await record(
      failed ? 'failed' : 'succeeded',
      failed ? String((result as { errorMessage?: unknown }).errorMessage ?? 'failed') : null,
    )
    return result
  }
}

/** Every scheduled task of the config records its last run (other tasks are not shown). */
export function withRunRecords(tasks: TaskConfig[]): void {
  for (const task of tasks) {
    if ((task.schedule?.length ?? 0) === 0) continue
    if (typeof task.handler !== 'function') throw new Error(`Task ${task.slug}: its handler must be a function`)
    task.handler = withRunRecord(task.slug, task.handler) as TaskConfig['handler']
  }
}
