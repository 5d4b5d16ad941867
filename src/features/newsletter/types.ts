/** The newsletter provider interface, shared by the built-in list and Kit/ConvertKit. Pure types. */

export const SUBSCRIBE_SOURCES = ['dialog', 'inline', 'contact', 'calculator'] as const
export type SubscribeSource = (typeof SUBSCRIBE_SOURCES)[number]

export interface SubscribeInput {
  email: string
  firstName?: string | null
  source: SubscribeSource
}

/**
 * What happened, for logs and tests only. The visitor always gets the same answer, so it never
 * reveals whether an address was already on the list.
 */
export type SubscribeOutcome =
  /** New, pending or unsubscribed address: a confirmation email was queued. */
  | { status: 'confirmation-sent' }
  /** Pending address that got a confirmation less than 10 minutes ago: nothing sent. */
  | { status: 'confirmation-recently-sent' }
  /** Already confirmed: nothing changed, nothing sent. */
  | { status: 'already-confirmed' }
  /** Recorded locally and handed to an outside provider (Kit), which runs its own opt-in. */
  | { status: 'sent-to-provider' }

export const NEWSLETTER_PROVIDER_NAMES = ['builtin', 'convertkit'] as const
export type NewsletterProviderName = (typeof NEWSLETTER_PROVIDER_NAMES)[number]

export interface NewsletterProvider {
  /** "builtin" or "convertkit" in the app (NewsletterProviderName); any name in tests. */
  readonly name: string
  /** Throws "Email is required" (SPEC §7) without a usable email; other failures throw too. */
  subscribe(input: SubscribeInput): Promise<SubscribeOutcome>
}

export type ConfirmOutcome = 'confirmed' | 'already-confirmed' | 'expired' | 'invalid'
export type UnsubscribeOutcome = 'unsubscribed' | 'already-unsubscribed' | 'invalid'
