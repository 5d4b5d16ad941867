/**
 * POST /api/shop/simulator/{sessionId}: the checkout simulator's Pay button (the embedded default
 * when Stripe is not configured). Through the public-form pipeline; the card is checked like a
 * hosted card form checks it, and a valid card pays through the simulator, which keeps its event
 * as a job and makes a first delivery attempt to the webhook handler before it answers where to go
 * next (./simulator-delivery.ts: the queue retries a failure). With Stripe configured there is no
 * simulator: 404. Server-only.
 */
import 'server-only'

import type { Payload } from 'payload'
import { z } from 'zod'

import { CARD_MESSAGES, isSimulatorSessionId } from '@/integrations/stripe'
import { rateLimiterFor } from '@/integrations/redis'
import { formAnswer, handlePublicForm } from '@/lib/forms/endpoint'
import { logger } from '@/lib/logger'

import { SHOP_MESSAGES } from '../schemas'
import { getPayments, type Payments } from './payments'
import { SIMULATOR_PAY_LIMIT } from '../limits'

const cardText = (max: number) => z.string({ error: CARD_MESSAGES.numberIncomplete }).max(max)

const paySchema = z.object({
  card: z.object({ number: cardText(30), expiry: cardText(10), cvc: cardText(8), name: cardText(100) }),
})

export const SIMULATOR_MESSAGES = {
  closed: 'This payment page is closed: it was paid or has expired. Please go back to the shop.',
  notFound: 'This payment page does not exist.',
} as const

export async function handleSimulatorPay(
  request: Request,
  sessionId: string,
  deps: { payload: Payload; payments?: Payments },
): Promise<Response> {
  let payments: Payments
  try {
    payments = deps.payments ?? getPayments(deps.payload)
  } catch (error) {
    logger.error({ event: 'simulator_pay_failed', err: error }, 'Simulated payment failed')
    return formAnswer({ ok: false, error: SHOP_MESSAGES.paymentFailed }, 503, { 'Retry-After': '60' })
  }
  const { simulator } = payments
  if (!simulator || !isSimulatorSessionId(sessionId)) {
    return formAnswer({ ok: false, error: SIMULATOR_MESSAGES.notFound }, 404)
  }
  return handlePublicForm(request, {
    form: 'simulatorPay',
    limiter: rateLimiterFor(SIMULATOR_PAY_LIMIT),
    schema: paySchema,
    failure: SHOP_MESSAGES.paymentFailed,
    failureLog: { event: 'simulator_pay_failed', message: 'Simulated payment failed' },
    handle: async ({ card }) => {
      const result = await simulator.pay(sessionId, card)
      if (result.ok) return { ok: true as const, redirectUrl: result.redirectUrl }
      if ('fieldErrors' in result) {
        const [first] = Object.values(result.fieldErrors)
        return { ok: false, error: first ?? CARD_MESSAGES.numberInvalid, fieldErrors: result.fieldErrors }
      }
      if ('declined' in result) return { ok: false, error: result.message, code: 'declined' }
      if ('closed' in result) return { ok: false, error: SIMULATOR_MESSAGES.closed, code: 'closed' }
      return { ok: false, error: SIMULATOR_MESSAGES.notFound, code: 'not-found' }
    },
  })
}
