/**
 * The status page's reCAPTCHA check: siteverify asked about a token that cannot be valid must
 * answer JSON saying `success: false` with error codes, within the time limit. Google names a
 * refused secret ("invalid-input-secret") in the same answer, so a wrong key shows here too.
 */
import 'server-only'

import { RECAPTCHA_TIMEOUT_MS, RECAPTCHA_VERIFY_URL } from './server'

/** Sent as the token: never a real one. */
export const HEALTH_CHECK_TOKEN = 'vanlife-status-page-check'

export type RecaptchaHealthOptions = { timeoutMs?: number; fetch?: typeof fetch }

/** "answers (invalid-input-response)" when siteverify answers as it should; throws otherwise. */
export async function checkRecaptchaSecret(secret: string, options: RecaptchaHealthOptions = {}): Promise<string> {
  const response = await (options.fetch ?? fetch)(RECAPTCHA_VERIFY_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ secret, response: HEALTH_CHECK_TOKEN }).toString(),
    signal: AbortSignal.timeout(options.timeoutMs ?? RECAPTCHA_TIMEOUT_MS),
  })
  if (!response.ok) {
    void response.body?.cancel().catch(() => undefined)
    throw new Error(`siteverify answered ${response.status}`)
  }
  const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null
  const codes = Array.isArray(answer?.['error-codes'])
    ? (answer['error-codes'] as unknown[]).filter((code): code is string => typeof code === 'string')
    : null
  // Google's published test secret passes every token: it answers, but checks nothing.
  if (answer?.success === true) return 'answers (a test key: every token passes)'
  if (!answer || answer.success !== false || codes === null) {
    throw new Error('siteverify did not answer as expected (no success and error-codes)')
  }
  if (codes.includes('invalid-input-secret') || codes.includes('missing-input-secret')) {
    throw new Error('siteverify refuses RECAPTCHA_SECRET_KEY (invalid-input-secret)')
  }
  return `answers (${codes.join(', ') || 'no error codes'})`
}
