/**
 * The newsletter's side of Kit/ConvertKit (SPEC §7): the built-in default form, the checks made
 * before calling Kit and the errors the SPEC names, over the vendor adapter in
 * src/integrations/convertkit. Server-only.
 */
import 'server-only'

import { type ConvertKitOptions, ConvertKitHttpError, subscribeToForm } from '@/integrations/convertkit'

import { SUBSCRIBE_MESSAGES } from './schemas'

/**
 * The product's default Kit form ("Vanlife Voices weekly newsletter"), used when
 * CONVERTKIT_API_KEY is set without CONVERTKIT_FORM_ID (SPEC §7: a default form id is built in).
 */
export const DEFAULT_CONVERTKIT_FORM_ID = '6487213'

/** The errors of the Kit subscription call (SPEC §7, §8). */
export const KIT_MESSAGES = {
  emailRequired: SUBSCRIBE_MESSAGES.emailRequired,
  incomplete: 'ConvertKit configuration is incomplete',
  failed: (status: number, body: string) => `Subscription failed: ${status} ${body}`,
} as const

export type KitSubscription = {
  apiKey: string | null | undefined
  formId: string | number | null | undefined
  email: string | null | undefined
  /** Sent as first_name only when known (non-blank). */
  firstName?: string | null
}

function present(value: string | number | null | undefined): string | undefined {
  const text = value === null || value === undefined ? '' : String(value).trim()
  return text ? text : undefined
}

/**
 * Subscribes an address to a Kit form. Throws "Email is required" without an email (before any
 * request), "ConvertKit configuration is incomplete" without an API key or form id, and
 * "Subscription failed: {status} {body}" on a non-ok answer. A network failure or the timeout
 * throws the fetch error.
 */
export async function subscribeToKitForm(input: KitSubscription, options: ConvertKitOptions = {}): Promise<void> {
  const email = present(input.email)
  if (!email) throw new Error(KIT_MESSAGES.emailRequired)
  const apiKey = present(input.apiKey)
  const formId = present(input.formId)
  if (!apiKey || !formId) throw new Error(KIT_MESSAGES.incomplete)
  try {
    await subscribeToForm({ apiKey, formId, email, firstName: input.firstName }, options)
  } catch (error) {
    if (error instanceof ConvertKitHttpError) throw new Error(KIT_MESSAGES.failed(error.status, error.body))
    throw error
  }
}
