/**
 * The pure half of the server check: reading the token from an untrusted body and judging
 * Google's siteverify answer. No I/O, so it is unit-tested on its own (decision.test.ts).
 */
import { CAPTCHA_TOKEN_FIELD } from './constants'

/** Longer than any real token (about 2 KB); anything bigger is not one. */
export const MAX_TOKEN_LENGTH = 4096

export type RecaptchaFailure = 'missing-token' | 'not-success' | 'wrong-action' | 'low-score' | 'unreachable'

export type RecaptchaResult =
  | { ok: true; score: number }
  | {
      ok: false
      reason: RecaptchaFailure
      score?: number
      errorCodes?: string[]
    }

export type RecaptchaExpectation = { minScore: number; expectedAction: string }

/** The token from a parsed JSON body, or null when it is absent, not a string, empty or too long. */
export function readCaptchaToken(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !Object.hasOwn(body, CAPTCHA_TOKEN_FIELD)) return null
  const value: unknown = (body as Record<string, unknown>)[CAPTCHA_TOKEN_FIELD]
  if (typeof value !== 'string') return null
  const token = value.trim()
  return token !== '' && token.length <= MAX_TOKEN_LENGTH ? token : null
}

function errorCodes(answer: Record<string, unknown>): string[] | undefined {
  const codes = answer['error-codes']
  return Array.isArray(codes) ? codes.filter((code): code is string => typeof code === 'string') : undefined
}

/**
 * Judges a siteverify answer: it must say success, name the expected action and score at least
 * minScore. A missing score (not a v3 token) counts as low. Anything that is not an object is
 * treated as not successful.
 */
export function judgeSiteverify(answer: unknown, expectation: RecaptchaExpectation): RecaptchaResult {
  if (typeof answer !== 'object' || answer === null) return { ok: false, reason: 'not-success' }
  const fields = answer as Record<string, unknown>
  if (fields.success !== true) return { ok: false, reason: 'not-success', errorCodes: errorCodes(fields) }
  const score = typeof fields.score === 'number' && Number.isFinite(fields.score) ? fields.score : undefined
  if (fields.action !== expectation.expectedAction) return { ok: false, reason: 'wrong-action', score }
  if (score === undefined || score < expectation.minScore) return { ok: false, reason: 'low-score', score }
  return { ok: true, score }
}
