/**
 * Abuse resistance for the public form endpoints, as pure logic: honeypot, per-address rate
 * limits (./rate-limit.ts), the client's address (./client-address.ts) and its hash, duplicate
 * fingerprints and a never-throwing body parser. Server-side only (uses node:crypto); no
 * framework imports.
 */
import { createHash, createHmac } from 'node:crypto'

import type { z } from 'zod'

import { normaliseEmail } from './email'
import { GUARD_MESSAGES } from './messages'

// ---------------------------------------------------------------------------------------------
// Honeypot

/**
 * Name of a visually hidden, `tabIndex={-1}`, `autoComplete="off"` input that people never fill.
 * The schemas strip it, so components must add it to the POST body themselves. A tripped
 * honeypot should get the normal success answer, with nothing stored or sent.
 */
export { HONEYPOT_FIELD, isHoneypotTripped } from './honeypot'

// ---------------------------------------------------------------------------------------------
// Rate limiting (fixed window per key, rate-limiter-flexible): ./rate-limit.ts

export {
  createMemoryRateLimiter,
  fromFlexible,
  type NamedRateLimit,
  type RateLimiter,
  rateLimitMessage,
  type RateLimitResult,
  type RateLimitRule,
  withFallback,
} from './rate-limit'

// ---------------------------------------------------------------------------------------------
// Client address: ./client-address.ts

export { clientAddressKey, getClientIp, type HeadersLike } from './client-address'

/** HMAC-SHA256 (hex) of the IP with a server secret, so raw addresses are never stored. */
export function hashIp(ip: string, secret: string): string {
  return createHmac('sha256', secret).update(ip).digest('hex')
}

// ---------------------------------------------------------------------------------------------
// Duplicate detection

/** A resubmission with the same fingerprint within this window is stored only once. */
export const DUPLICATE_WINDOW_MS = 60_000

function canonical(value: unknown, key?: string): unknown {
  if (typeof value === 'string') {
    if (key === 'email') return normaliseEmail(value) ?? value.trim()
    return value.replace(/\s+/g, ' ').trim()
  }
  if (Array.isArray(value)) return value.map((item) => canonical(item))
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {}
    for (const k of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[k]
      if (v !== undefined) Object.defineProperty(out, k, { value: canonical(v, k), enumerable: true })
    }
    return out
  }
  return value === undefined ? null : value
}

/** Stable sha256 (hex) of the form name and values: key order, spacing and email case ignored. */
export function submissionFingerprint(formName: string, fields: Record<string, unknown>): string {
  return createHash('sha256')
    .update(`${formName}\n${JSON.stringify(canonical(fields))}`)
    .digest('hex')
}

/** True when a submission seen at `previousAt` makes one at `now` a duplicate. */
export function isWithinDuplicateWindow(previousAt: number, now: number): boolean {
  return now >= previousAt && now - previousAt < DUPLICATE_WINDOW_MS
}

// ---------------------------------------------------------------------------------------------
// Body parsing

/** The largest form body read (./body.ts stops reading past it). */
export const MAX_BODY_BYTES = 16 * 1024

export type ParseResult<T> =
  { ok: true; data: T } | { ok: false; status: 400; fieldErrors: Record<string, string>; message: string }

/**
 * Validates untrusted input against a form schema. Never throws: wrong types, nested objects,
 * `__proto__` keys and the like give a 400 with the first message per field.
 */
export function parseFormBody<S extends z.ZodType>(schema: S, input: unknown): ParseResult<z.output<S>> {
  try {
    const result = schema.safeParse(input)
    if (result.success) return { ok: true, data: result.data }
    const fieldErrors: Record<string, string> = {}
    for (const issue of result.error.issues) {
      const field = issue.path[0]
      if (typeof field !== 'string' || Object.hasOwn(fieldErrors, field)) continue
      Object.defineProperty(fieldErrors, field, { value: issue.message, enumerable: true, writable: true })
    }
    const message = Object.keys(fieldErrors).length > 0 ? GUARD_MESSAGES.invalidForm : GUARD_MESSAGES.invalidBody
    return { ok: false, status: 400, fieldErrors, message }
  } catch {
    return { ok: false, status: 400, fieldErrors: {}, message: GUARD_MESSAGES.invalidBody }
  }
}
