/**
 * The Kit/ConvertKit v3 form subscription (SPEC §7):
 * POST https://api.convertkit.com/v3/forms/{formId}/subscribe with JSON { email, api_key, first_name? }.
 * https://developers.kit.com/v3#add-subscriber-to-a-form
 *
 * The API key travels only in the request body: it is never logged, nor put in an error message.
 */
import 'server-only'

import { MESSAGES } from '@/lib/forms/schemas'

import { CONVERTKIT_API_BASE, CONVERTKIT_TIMEOUT_MS } from './constants'

export type SubscribeToFormInput = {
  apiKey: string | null | undefined
  formId: string | number | null | undefined
  email: string | null | undefined
  /** Sent as first_name only when known (non-blank). */
  firstName?: string | null
}

export type ConvertKitOptions = {
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch
  timeoutMs?: number
}

/** The JSON body Kit expects; first_name is left out when unknown. */
export type SubscribeToFormBody = {
  email: string
  api_key: string
  first_name?: string
}

function present(value: string | number | null | undefined): string | undefined {
  const text = value === null || value === undefined ? '' : String(value).trim()
  return text ? text : undefined
}

/** The subscribe URL of a form. */
export function subscribeUrl(formId: string | number): string {
  return `${CONVERTKIT_API_BASE}/forms/${encodeURIComponent(String(formId))}/subscribe`
}

/**
 * Subscribes an address to a Kit form (Kit then runs its own opt-in).
 * Throws "Email is required" without an email (before any request), "ConvertKit configuration is
 * incomplete" without an API key or form id, and "Subscription failed: {status} {body}" on a
 * non-ok answer. A network failure or the timeout throws the fetch error.
 */
export async function subscribeToForm(input: SubscribeToFormInput, options: ConvertKitOptions = {}): Promise<void> {
  const email = present(input.email)
  if (!email) throw new Error(MESSAGES.emailRequired)
  const apiKey = present(input.apiKey)
  const formId = present(input.formId)
  if (!apiKey || !formId) throw new Error(MESSAGES.convertKitIncomplete)

  const firstName = present(input.firstName)
  const body: SubscribeToFormBody = {
    email,
    api_key: apiKey,
    ...(firstName ? { first_name: firstName } : {}),
  }
  const response = await (options.fetch ?? fetch)(subscribeUrl(formId), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(options.timeoutMs ?? CONVERTKIT_TIMEOUT_MS),
  })
  if (!response.ok) {
    const text = await response.text().catch(() => '')
    throw new Error(`Subscription failed: ${response.status} ${text}`)
  }
  // Read as JSON (SPEC §7); its fields are not used, and an unreadable body is no failure.
  await response.json().catch(() => null)
}
