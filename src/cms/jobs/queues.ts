/**
 * The job queues, most urgent first (ADR 0027). The runner (./runner.ts) empties them in this
 * order and looks at the more urgent ones again after every batch, so a long backlog of bulk email
 * never holds up a payment, an order or an account email.
 *
 * Each slice picks the queue of its own work where it queues it: a scheduled task in its
 * `schedule` (`queue`), an email in `sendEmail`'s `queue`, any other job in `payload.jobs.queue`.
 * - `urgent`: payments, orders and accounts (a payment event, the order expiry, an order
 *   confirmation, a member's confirmation or reset email);
 * - `default`: everything else (scheduled publishing, Payload's own, fuel prices, backups);
 * - `bulk`: mail that can wait a few minutes (newsletter issues, team notices).
 */
export const JOB_QUEUES = ['urgent', 'default', 'bulk'] as const

export type JobQueue = (typeof JOB_QUEUES)[number]

/** Payload's queue when none is given (Payload's schedulePublish and its own emails use it). */
export const DEFAULT_JOB_QUEUE: JobQueue = 'default'
