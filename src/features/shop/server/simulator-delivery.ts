/**
 * Delivering the checkout simulator's kept events (../jobs/deliver-payment-event.ts): one attempt
 * per job run, through the same webhook handler Stripe's events reach; anything but a 2xx fails the
 * job, which the queue retries with back-off. Server-only.
 */
import 'server-only'

import type { Payload } from 'payload'

import type { JobQueue } from '@/cms/jobs/queues'
import type { CheckoutSimulator } from '@/integrations/stripe'
import { logger } from '@/lib/logger'

/** The job's slug (the runner runs it first). */
export const DELIVER_PAYMENT_EVENT_TASK = 'deliverPaymentEvent'

/** Payment events go before everything else the queue holds (ADR 0027). */
export const PAYMENT_EVENT_QUEUE: JobQueue = 'urgent'

/**
 * Delivers one kept event through `simulator` (null: off); answers the endpoint's status, throws
 * (the job then retries) unless 2xx.
 */
export async function deliverSimulatorEvent(
  simulator: CheckoutSimulator | null,
  event: { eventId: string; body: string },
): Promise<number> {
  if (!simulator) {
    // Stripe was configured since: its simulator pages are gone, nothing is left to deliver to.
    logger.warn(
      { event: 'simulator_event_dropped', eventId: event.eventId },
      'A checkout simulator event was not delivered: the simulator is off (Stripe is configured)',
    )
    return 0
  }
  const { status } = await simulator.deliver(event.body)
  if (status < 200 || status >= 300) {
    throw new Error(`The payment webhook answered ${status} to ${event.eventId}; the queue retries it`)
  }
  return status
}

/**
 * The first attempt at the payment events just kept, at once (the simulator's `onEventsKept`):
 * runs the queue's due deliveries now. A failure stays queued for the runner's retries.
 */
export async function deliverKeptEventsNow(payload: Payload): Promise<void> {
  try {
    await payload.jobs.run({
      queue: PAYMENT_EVENT_QUEUE,
      where: { taskSlug: { equals: DELIVER_PAYMENT_EVENT_TASK } },
      limit: 10,
    })
  } catch (error) {
    logger.warn({ event: 'simulator_event_delayed', err: error }, 'Payment events not delivered yet; the queue retries')
  }
}
