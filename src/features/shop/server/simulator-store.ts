/**
 * The checkout simulator's sessions in the `payment-simulations` collection (every instance sees
 * the same ones, as every instance sees Stripe's), and the events they send as jobs of the queue
 * (./simulator-delivery.ts), queued in the transaction that changes the session.
 * Server-only.
 */
import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { inTransaction } from '@/cms/transaction'
import type { SimulatedSession, SimulatorStore } from '@/integrations/stripe'

import { DELIVER_PAYMENT_EVENT_TASK, PAYMENT_EVENT_QUEUE } from './simulator-delivery'

function toSession(doc: { session: unknown } | undefined): SimulatedSession | null {
  if (!doc || typeof doc.session !== 'object' || doc.session === null) return null
  return doc.session as SimulatedSession
}

async function findBy(payload: Payload, field: 'sessionId' | 'idempotencyKey', value: string, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'payment-simulations',
    where: { [field]: { equals: value } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0]
}

export function payloadSimulatorStore(payload: Payload): SimulatorStore {
  return {
    async findByIdempotencyKey(key) {
      return toSession(await findBy(payload, 'idempotencyKey', key))
    },
    async get(id) {
      return toSession(await findBy(payload, 'sessionId', id))
    },
    async save(session) {
      await payload.create({
        collection: 'payment-simulations',
        data: {
          sessionId: session.id,
          idempotencyKey: session.idempotencyKey,
          orderId: session.orderId,
          status: session.status,
          session,
        },
        overrideAccess: true,
      })
    },
    async update(id, patch, events = []) {
      await inTransaction(payload, async (req) => {
        const doc = await findBy(payload, 'sessionId', id, req)
        const current = toSession(doc)
        if (!doc || !current) return
        const session = { ...current, ...patch }
        await payload.update({
          collection: 'payment-simulations',
          id: doc.id,
          data: { status: session.status, session },
          overrideAccess: true,
          req,
        })
        for (const event of events) {
          await payload.jobs.queue({
            task: DELIVER_PAYMENT_EVENT_TASK,
            queue: PAYMENT_EVENT_QUEUE,
            input: { eventId: event.id, body: event.body },
            req,
          })
        }
      })
    },
  }
}
