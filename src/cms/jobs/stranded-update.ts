/**
 * What becomes of a stranded job (ADR 0027): a job left `processing` by a runner that died is run
 * once more, and only once. The dead run counts as a failed try (a log entry and `totalTried`), so
 * the admin shows what happened and the task's own retries are counted from it; a job whose second
 * run was stranded too (a job that kills its runner, say) fails for good instead. Pure.
 */
import { randomBytes } from 'node:crypto'

/** The `name` of the error a stranded run is logged with. */
export const STRANDED_ERROR = 'StrandedJob'

type JobLogEntry = {
  id?: string | null
  taskSlug?: string | null
  taskID?: string | null
  state?: string | null
  error?: unknown
  [key: string]: unknown
}

/** What this needs of a `payload-jobs` row. */
export type StrandedJob = {
  id: number | string
  taskSlug?: string | null
  input?: unknown
  totalTried?: number | null
  updatedAt: string
  log?: JobLogEntry[] | null
}

const isStrandedEntry = (entry: JobLogEntry): boolean =>
  typeof entry.error === 'object' && entry.error !== null && (entry.error as { name?: unknown }).name === STRANDED_ERROR

/** How many earlier runs of this job were stranded. */
export function strandedRuns(job: Pick<StrandedJob, 'log'>): number {
  return (job.log ?? []).filter(isStrandedEntry).length
}

/** The data that returns a stranded job to its queue, or fails it when it was stranded before. */
export function strandedJobUpdate(job: StrandedJob, now: Date): Record<string, unknown> {
  const again = strandedRuns(job) > 0
  const message = again
    ? `Its runner stopped while running it, for the second time (last alive ${job.updatedAt}): not run again.`
    : `Its runner stopped while running it (last alive ${job.updatedAt}): run once more.`
  const error = { name: STRANDED_ERROR, message }
  const entry: JobLogEntry = {
    id: randomBytes(12).toString('hex'),
    executedAt: job.updatedAt,
    completedAt: now.toISOString(),
    taskSlug: job.taskSlug ?? 'inline',
    taskID: '1',
    input: job.input ?? {},
    output: {},
    state: 'failed',
    error,
  }
  return {
    processing: false,
    totalTried: (job.totalTried ?? 0) + 1,
    log: [...(job.log ?? []), entry],
    ...(again ? { hasError: true, error } : {}),
  }
}
