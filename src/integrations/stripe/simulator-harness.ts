/**
 * Tests only: a checkout simulator over an in-memory store, a movable clock and a recording
 * `deliver` whose answers the test scripts; kept events get one attempt at once (as the app's
 * first attempt), the rest is the app's queue's. No network.
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
  const delivered = new Set<string>()

  const sim: ReturnType<typeof createSimulatorProvider> = createSimulatorProvider({
    webhookSecret: HARNESS_SECRET,
    store,
    deliver: async (body, header) => {
      deliveries.push({ body, header })
      const answer = answers.shift() ?? 200
      if (answer === 'throw') throw new Error('connect ECONNREFUSED 127.0.0.1:3000')
      return { status: answer }
    },
    onEventsKept: async () => {
      for (const event of store.events()) {
        if (delivered.has(event.id)) continue
        const { status } = await sim.simulator.deliver(event.body)
        if (status >= 200 && status < 300) delivered.add(event.id)
      }
    },
    now: () => clock,
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
