/**
 * One tick of the job runner (ADR 0027): run batches until every queue is empty or the time is up,
 * always from the most urgent queue that has work, so a payment waits for at most one batch of
 * bulk email. Pure: the batch runner and the clock are given.
 */
import { JOB_QUEUES, type JobQueue } from './queues'

/** Runs one batch of due jobs of a queue; resolves with how many ran. */
export type RunBatch = (queue: JobQueue) => Promise<number>

export type DrainOutcome = {
  /** Jobs run, per queue. */
  ran: Record<JobQueue, number>
  /** Every queue was empty at the end (false: the time ran out, or the runner stopped, first). */
  emptied: boolean
}

export async function drainQueues(
  runBatch: RunBatch,
  options: {
    until: number
    now?: () => number
    queues?: readonly JobQueue[]
    /** True once the runner is stopped (a shutdown): the batch running ends, no other starts. */
    stopped?: () => boolean
  },
): Promise<DrainOutcome> {
  const now = options.now ?? Date.now
  const stopped = options.stopped ?? (() => false)
  const queues = options.queues ?? JOB_QUEUES
  const ran = Object.fromEntries(JOB_QUEUES.map((queue) => [queue, 0])) as Record<JobQueue, number>
  while (now() < options.until && !stopped()) {
    let ranThisRound = 0
    for (const queue of queues) {
      if (stopped()) break
      ranThisRound = await runBatch(queue)
      ran[queue] += ranThisRound
      if (ranThisRound > 0) break // back to the most urgent queue
    }
    if (ranThisRound === 0) return { ran, emptied: true }
  }
  return { ran, emptied: false }
}
