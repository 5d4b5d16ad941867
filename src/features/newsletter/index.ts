/**
 * The newsletter (SPEC §3, §5, §7, §8): built-in double opt-in provider on the `subscribers`
 * collection, the Kit/ConvertKit provider, signed links and the endpoints. Server-only.
 */
import 'server-only'

export {
  CONFIRM_EMAIL_KIND,
  CONFIRMATION_RESEND_MS,
  confirmSubscription,
  createBuiltinProvider,
  recordSubscriber,
  sendConfirmationEmail,
  type UnsubscribeLinks,
  unsubscribeLinksFor,
  unsubscribeWithToken,
} from './builtin'
export { type ConvertKitDeps, createConvertKitProvider } from './convertkit'
export { confirmUrl, listUnsubscribeHeaders, oneClickUnsubscribeUrl, unsubscribeUrl } from './links'
export { type OptInDeps, type OptInOutcome, subscribeAlongside } from './opt-in'
export {
  getNewsletterProvider,
  type NewsletterAvailability,
  newsletterAvailability,
  type NewsletterConfig,
  type NewsletterSelection,
  NewsletterUnavailableError,
  selectNewsletterProvider,
} from './provider'
export { handleConfirm, handleSubscribe, handleUnsubscribe, type SubscribeResult } from './server'
export { CONFIRM_TOKEN_TTL_MS } from './tokens'
export type * from './types'
export { NEWSLETTER_PROVIDER_NAMES, SUBSCRIBE_SOURCES } from './types'
