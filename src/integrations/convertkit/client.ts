/**
 * The Kit/ConvertKit v3 form subscription:
 * POST https://api.convertkit.com/v3/forms/{formId}/subscribe with JSON { email, api_key, first_name? }.
 * https://developers.kit.com/v3#add-subscriber-to-a-form
 *
 * The API key travels only in the request body: it is never logged, nor put in an error message.
 */
import 'server-only'

import { CONVERTKIT_API_BASE, CONVERTKIT_TIMEOUT_MS } from './constants'

export type SubscribeToFormInput = {
  apiKey: string
  formId: string | number
  email: string
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

/** Kit answered with a non-ok status; `body` is its answer as text (never holds the API key). */
export class ConvertKitHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`Kit answered ${status}: ${body}`)
    this.name = 'ConvertKitHttpError'
  }
}

/** The subscribe URL of a form. */
export function subscribeUrl(formId: string | number): string {
  return `${CONVERTKIT_API_BASE}/forms/${encodeURIComponent(String(formId))}/subscribe`
}

/**
 * Subscribes an address to a Kit form (Kit then runs its own opt-in). Throws ConvertKitHttpError
 * on a non-ok answer; a network failure or the timeout throws the fetch error.
 */
export async function subscribeToForm(input: SubscribeToFormInput, options: ConvertKitOptions = {}): Promise<void> {
  const firstName = input.firstName?.trim()
  const body: SubscribeToFormBody = {
    email: input.email,
    api_key: input.apiKey,
    ...(firstName ? { first_name: firstName } : {}),
  }
  const response = await (options.fetch ?? fetch)(subscribeUrl(input.formId), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(options.timeoutMs ?? CONVERTKIT_TIMEOUT_MS),
  })
  if (!response.ok) {
    const text = await response.text().catch(() => '')
    throw new ConvertKitHttpError(response.status, text)
  }
  // Read as JSON; its fields are not used, and an unreadable body is no failure.
  await response.json().catch(() => null)
}

/**
 * A cheap authenticated call for the status page: GET {base}/forms?api_key=… (the key's forms).
 * Resolves with how many forms the account has; throws ConvertKitHttpError when Kit refuses the key.
 */
export async function checkApiKey(
  apiKey: string,
  options: ConvertKitOptions & { base?: string } = {},
): Promise<number> {
  const url = `${options.base ?? CONVERTKIT_API_BASE}/forms?api_key=${encodeURIComponent(apiKey)}`
  const response = await (options.fetch ?? fetch)(url, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(options.timeoutMs ?? CONVERTKIT_TIMEOUT_MS),
  })
  if (!response.ok) {
    // Kit's answer names the problem ("Authorization Failed"), never the key.
    throw new ConvertKitHttpError(response.status, (await response.text().catch(() => '')).slice(0, 200))
  }
  const body = (await response.json().catch(() => null)) as { forms?: unknown[] } | null
  return Array.isArray(body?.forms) ? body.forms.length : 0
}
