/**
 * Tests only: a checkout simulator over an in-memory store, a movable clock and a recording
 * `deliver` whose answers the test scripts. No network.
 */
import { createMemorySimulatorStore } from './memory-store'
import { createSimulatorProvider } from './simulator'
import { SIMULATOR_CARDS } from './simulator-card'
import type { CreateCheckoutInput, PaymentEvent } from './types'

export const HARNESS_SECRET = 'whsec_simulator_test'
export const HOUR = 60 * 60_000

export type Delivery = { body: string; header: string }

export function createHarness() {
  let clock = new Date()
  const store = createMemorySimulatorStore()
  const deliveries: Delivery[] = []
  /** The statuses `deliver` answers in turn ('throw': it throws); 200 once used up. */
  const answers: (number | 'throw')[] = []
  const warnings: { fields: Record<string, unknown>; message: string }[] = []

  const sim = createSimulatorProvider({
    webhookSecret: HARNESS_SECRET,
    store,
    deliver: async (body, header) => {
      deliveries.push({ body, header })
      const answer = answers.shift() ?? 200
      if (answer === 'throw') throw new Error('connect ECONNREFUSED 127.0.0.1:3000')
      return { status: answer }
    },
    now: () => clock,
    log: { warn: (fields, message) => warnings.push({ fields, message }) },
    retryDelaysMs: [1, 1, 1],
  })

  const input = (fields: Partial<CreateCheckoutInput> = {}): CreateCheckoutInput => ({
    orderId: 'order-9',
    orderNumber: 'VL-1009',
    email: 'ana@example.com',
    lines: [{ name: 'Mug', unitAmount: 1500, quantity: 2 }],
    taxAmount: 240,
    currency: 'usd',
    successUrl: 'https://shop.test/checkout/success?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'https://shop.test/checkout',
    expiresAt: new Date(clock.getTime() + HOUR),
    idempotencyKey: 'checkout-order-9',
    ...fields,
  })

  return {
    ...sim,
    store,
    deliveries,
    answers,
    warnings,
    input,
    get now() {
      return clock
    },
    advance(ms: number) {
      clock = new Date(clock.getTime() + ms)
    },
    card: (number: string = SIMULATOR_CARDS.success) => ({ number, expiry: '12/34', cvc: '123', name: 'Ana Road' }),
    async openSession(fields: Partial<CreateCheckoutInput> = {}) {
      return (await sim.provider.createCheckoutSession(input(fields))).id
    },
    /** The delivered events, verified by the simulator's own verifyWebhook (as the app's endpoint does). */
    deliveredEvents(): PaymentEvent[] {
      return deliveries.map(({ body, header }) => {
        const result = sim.provider.verifyWebhook(body, header)
        if (!result.ok) throw new Error(`a delivered event was refused: ${JSON.stringify(result)}`)
        return result.event
      })
    },
  }
}

export type Harness = ReturnType<typeof createHarness>
