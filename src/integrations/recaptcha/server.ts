/**
 * reCAPTCHA v3 on the server: the configuration from env and the siteverify call.
 * https://developers.google.com/recaptcha/docs/verify
 */
import 'server-only'

import { env } from '@/lib/env'

import { judgeSiteverify, type RecaptchaResult } from './decision'

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify'

/** siteverify gives up after this long (the visitor is waiting). */
export const RECAPTCHA_TIMEOUT_MS = 5000

export type RecaptchaConfig = {
  siteKey: string
  secret: string
  minScore: number
}

/** The captcha configuration when both keys are set, else null (the captcha is off). */
export function recaptchaConfig(): RecaptchaConfig | null {
  const siteKey = env.RECAPTCHA_SITE_KEY
  const secret = env.RECAPTCHA_SECRET_KEY
  if (!siteKey || !secret) return null
  return { siteKey, secret, minScore: env.RECAPTCHA_MIN_SCORE }
}

export type VerifyRecaptchaOptions = {
  secret: string
  minScore: number
  expectedAction: string
  /** The visitor's address, passed on to Google when known. */
  remoteIp?: string
  fetch?: typeof fetch
  timeoutMs?: number
}

/** Verifies a token with Google. Never throws: a network failure or bad answer is 'unreachable'. */
export async function verifyRecaptcha(token: string | null, options: VerifyRecaptchaOptions): Promise<RecaptchaResult> {
  if (!token) return { ok: false, reason: 'missing-token' }
  const form = new URLSearchParams({ secret: options.secret, response: token })
  if (options.remoteIp) form.set('remoteip', options.remoteIp)
  let answer: unknown
  try {
    const response = await (options.fetch ?? fetch)(RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      signal: AbortSignal.timeout(options.timeoutMs ?? RECAPTCHA_TIMEOUT_MS),
    })
    if (!response.ok) return { ok: false, reason: 'unreachable' }
    answer = await response.json()
  } catch {
    return { ok: false, reason: 'unreachable' }
  }
  return judgeSiteverify(answer, {
    minScore: options.minScore,
    expectedAction: options.expectedAction,
  })
}
