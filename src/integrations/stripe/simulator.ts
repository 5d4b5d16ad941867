/**
 * The embedded default: a checkout simulator shaped like Stripe's hosted Checkout. Sessions live
 * in the app's store; the page (/checkout-simulator/:id, rendered by the app) calls the actions
 * below; the outcome reaches the app as Stripe-shaped events, signed like Stripe's, through the
 * app's own webhook endpoint, where the same verification code as Stripe's checks them. Each event
 * is kept in the store with the session change that sends it (one transaction), and delivered
 * from there: a first attempt at once, retries by the app's queue (issue 22 point 4), so a crash
 * or a failing endpoint delays a payment's event but never drops it.
 *
 * Like Stripe: the same idempotency key gives the same session; an open session past its expiry
 * reads 'expired'; cancelling leaves the session open; a declined card leaves it open and sends
 * nothing.
 */
import 'server-only'

import { assertCheckoutInput, checkoutTotal, successUrlFor } from './checkout-input'
import { PaymentProviderError } from './errors'
import { toCheckoutSession } from './session-mapping'
import { CARD_MESSAGES, type CardInput, cardOutcome, checkCard } from './simulator-card'
import {
  buildEvent,
  deliverSigned,
  isSimulatorSessionId,
  keptEvent,
  simulatorId,
  simulatorPageUrl,
  statusAt,
  toStripeSessionJson,
} from './simulator-events'
import type {
  CheckoutSimulator,
  ExpireResult,
  PayResult,
  SimulatedSession,
  SimulatorConfig,
  SimulatorEvent,
  SimulatorPage,
  SimulatorProvider,
} from './simulator-types'
import type { CreateCheckoutInput, HandledEventType } from './types'
import { verifyEvent } from './webhook'

/**
 * Runs one action at a time per session in this process (a double-clicked "Pay" pays once).
 * Several app instances share no lock: the store is the only shared state.
 */
function keyedLock() {
  const tails = new Map<string, Promise<unknown>>()
  return async function withLock<T>(key: string, action: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve()
    const run = previous.then(action, action)
    const tail = run.catch(() => undefined)
    tails.set(key, tail)
    try {
      return await run
    } finally {
      if (tails.get(key) === tail) tails.delete(key)
    }
  }
}

function newSession(input: CreateCheckoutInput, now: Date): SimulatedSession {
  return {
    id: simulatorId('cs_sim_'),
    orderId: input.orderId,
    orderNumber: input.orderNumber,
    email: input.email,
    lines: input.lines.map((line) => ({ ...line })),
    taxAmount: input.taxAmount,
    amountTotal: checkoutTotal(input),
    currency: input.currency,
    status: 'open',
    paymentStatus: 'unpaid',
    paymentIntentId: null,
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
    expiresAt: input.expiresAt.toISOString(),
    createdAt: now.toISOString(),
    idempotencyKey: input.idempotencyKey,
  }
}

/** Stripe refuses a key reused with other parameters; so do we (order and amount compared). */
function assertSameRequest(existing: SimulatedSession, input: CreateCheckoutInput): void {
  if (existing.orderId === input.orderId && existing.amountTotal === checkoutTotal(input)) return
  throw new PaymentProviderError(
    'Keys for idempotent requests can only be used with the same parameters they were first used with.',
    { status: 400, code: 'idempotency_error' },
  )
}

function pageOf(session: SimulatedSession, now: Date): SimulatorPage {
  const status = statusAt(session, now)
  return {
    id: session.id,
    orderNumber: session.orderNumber,
    email: session.email,
    lines: session.lines,
    taxAmount: session.taxAmount,
    amountTotal: session.amountTotal,
    currency: session.currency,
    status,
    paymentStatus: session.paymentStatus,
    expired: status === 'expired',
    expiresAt: new Date(session.expiresAt),
    cancelUrl: session.cancelUrl,
  }
}

export function createSimulatorProvider(config: SimulatorConfig): SimulatorProvider {
  const { store, webhookSecret, onEventsKept } = config
  const now = config.now ?? (() => new Date())
  const withLock = keyedLock()

  /** A session by id; null for an unknown or malformed id (the store is not asked). */
  const load = (id: string) => (isSimulatorSessionId(id) ? store.get(id) : Promise.resolve(null))

  const eventOf = (type: HandledEventType, session: SimulatedSession): SimulatorEvent =>
    keptEvent(buildEvent(type, session, now()))

  /** After an action kept events: the app's first attempt (a failure there is its queue's to retry). */
  async function sendKept(): Promise<void> {
    await onEventsKept?.().catch(() => undefined)
  }

  /** Checks the card and, when it pays, stores the outcome with its events: the answer, and whether events were kept. */
  async function settlePayment(id: string, card: CardInput): Promise<{ result: PayResult; kept: boolean }> {
    const refuse = (result: PayResult) => ({ result, kept: false })
    const session = await load(id)
    if (!session) return refuse({ ok: false, notFound: true })
    const at = now()
    if (statusAt(session, at) !== 'open') return refuse({ ok: false, closed: true })
    const check = checkCard(card, at)
    if (!check.ok) return refuse({ ok: false, fieldErrors: check.fieldErrors })
    const outcome = cardOutcome(check.number)
    if (outcome === 'declined') return refuse({ ok: false, declined: true, message: CARD_MESSAGES.declined })

    const patch = {
      status: 'complete',
      paymentStatus: outcome === 'paid' ? 'paid' : 'unpaid',
      paymentIntentId: simulatorId('pi_sim_'),
    } satisfies Partial<SimulatedSession>
    const completed: SimulatedSession = { ...session, ...patch }
    const events = [eventOf('checkout.session.completed', completed)]
    if (outcome === 'async-failure') events.push(eventOf('checkout.session.async_payment_failed', completed))
    await store.update(id, patch, events)
    return { result: { ok: true, redirectUrl: successUrlFor(session.successUrl, session.id) }, kept: true }
  }

  const simulator: CheckoutSimulator = {
    async describe(id) {
      const session = await load(id)
      return session ? pageOf(session, now()) : null
    },

    async pay(id, card) {
      // The state changes under the lock; the events go out after it (`deliver` may call back in).
      const { result, kept } = await withLock(id, () => settlePayment(id, card))
      // Not delivered yet: still redirected (the confirmation page reads the session itself).
      if (kept) await sendKept()
      return result
    },

    async cancel(id) {
      const session = await load(id)
      return session ? { redirectUrl: session.cancelUrl } : null
    },

    async expire(id) {
      const expired = await withLock(id, async (): Promise<ExpireResult | SimulatedSession> => {
        const session = await load(id)
        if (!session) return { ok: false, reason: 'not-found' }
        if (session.status !== 'open') return { ok: false, reason: 'not-open' }
        const closed: SimulatedSession = { ...session, status: 'expired' }
        await store.update(id, { status: 'expired' }, [eventOf('checkout.session.expired', closed)])
        return closed
      })
      if ('ok' in expired) return expired
      await sendKept()
      return { ok: true }
    },

    deliver(body) {
      return deliverSigned(body, { secret: webhookSecret, deliver: config.deliver, now })
    },
  }

  return {
    simulator,
    provider: {
      kind: 'simulator',

      createCheckoutSession: (input) =>
        withLock(`key:${input.idempotencyKey}`, async () => {
          assertCheckoutInput(input, now())
          const existing = await store.findByIdempotencyKey(input.idempotencyKey)
          if (existing) {
            assertSameRequest(existing, input)
            return { id: existing.id, url: simulatorPageUrl(existing.id) }
          }
          const session = newSession(input, now())
          await store.save(session)
          return { id: session.id, url: simulatorPageUrl(session.id) }
        }),

      async retrieveCheckoutSession(id) {
        const session = await load(id)
        return session ? toCheckoutSession(toStripeSessionJson(session, now())) : null
      },

      verifyWebhook(rawBody, signatureHeader) {
        return verifyEvent(rawBody, signatureHeader, webhookSecret, { receivedAt: now().getTime() })
      },
    },
  }
}
