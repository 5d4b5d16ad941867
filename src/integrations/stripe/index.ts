/**
 * Card payments: Stripe's hosted Checkout when configured, otherwise the built-in checkout
 * simulator (same page flow, same Stripe-shaped signed webhooks, same verification code).
 * Config comes in as arguments (the app reads the environment). Server-only.
 */
import 'server-only'

import type { CheckoutSimulator, SimulatorConfig } from './simulator-types'
import { createSimulatorProvider } from './simulator'
import { createStripeProvider, type StripeApiAddress } from './stripe-provider'
import type { PaymentProvider } from './types'

export type PaymentProviderConfig = {
  /** Both keys: Stripe. Absent: the simulator. */
  stripe?: { secretKey: string; webhookSecret: string; api?: StripeApiAddress }
  /** Always given: the default when `stripe` is absent. */
  simulator: SimulatorConfig
}

export type PaymentProviders = {
  provider: PaymentProvider
  /** The simulated hosted page's actions; null when Stripe hosts the page. */
  simulator: CheckoutSimulator | null
}

export function createPaymentProvider(config: PaymentProviderConfig): PaymentProviders {
  if (config.stripe) return { provider: createStripeProvider(config.stripe), simulator: null }
  return createSimulatorProvider(config.simulator)
}

export {
  checkoutInputProblem,
  checkoutTotal,
  MAX_SESSION_LIFETIME_MS,
  MIN_SESSION_LIFETIME_MS,
  MINIMUM_CHARGE_CENTS,
  SESSION_ID_PLACEHOLDER,
  TAX_LINE_NAME,
} from './checkout-input'
export { PaymentProviderError, type PaymentProviderErrorOptions } from './errors'
export { createMemorySimulatorStore, type MemorySimulatorStore } from './memory-store'
export { createSimulatorProvider } from './simulator'
export { CARD_MESSAGES, type CardFieldErrors, type CardInput, checkCard, SIMULATOR_CARDS } from './simulator-card'
export { isSimulatorSessionId, SIMULATOR_PAGE_PATH } from './simulator-events'
export type {
  CheckoutSimulator,
  DeliverWebhook,
  ExpireResult,
  PayResult,
  SimulatedSession,
  SimulatorConfig,
  SimulatorEvent,
  SimulatorPage,
  SimulatorProvider,
  SimulatorStore,
} from './simulator-types'
export { stripeApiAddress } from './api-address'
export { checkStripeKey } from './health'
export { createStripeProvider, type StripeApiAddress, type StripeProviderConfig } from './stripe-provider'
export {
  type CheckoutLine,
  type CheckoutSession,
  type CheckoutSessionStatus,
  type CreateCheckoutInput,
  HANDLED_EVENTS,
  type HandledEventType,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentStatus,
  type VerifiedWebhook,
} from './types'
export { signPayload, verifyEvent, type VerifyEventOptions, WEBHOOK_TOLERANCE_SECONDS } from './webhook'
