/**
 * Signed, expiring newsletter tokens (confirm and unsubscribe links). Pure: no framework imports,
 * the secret and the clock are passed in.
 *
 * Format: base64url(JSON payload) "." base64url(HMAC-SHA256(key, payload part)), where the key is
 * derived from the app secret for this purpose only, so a token never doubles as anything else.
 * Payload: { sub: subscriber id, p: 'confirm' | 'unsubscribe', exp: unix seconds | null }.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export type TokenPurpose = 'confirm' | 'unsubscribe'

/** Confirm links expire after 7 days. */
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000
/** Unsubscribe links do not expire (they sit in emails people keep for years). */
export const UNSUBSCRIBE_TOKEN_TTL_MS: number | null = null

const MAX_TOKEN_LENGTH = 512
const KEY_CONTEXT = 'vanlife-voices/newsletter-token/v1'

export type TokenSubject = number | string

export type VerifiedToken =
  | {
      ok: true
      subscriberId: TokenSubject
      purpose: TokenPurpose
      expiresAt: number | null
    }
  | { ok: false; reason: 'invalid' | 'expired' }

type TokenPayload = { sub: TokenSubject; p: TokenPurpose; exp: number | null }

function deriveKey(secret: string): Buffer {
  if (!secret) throw new Error('newsletter tokens: empty secret')
  return createHmac('sha256', secret).update(KEY_CONTEXT).digest()
}

function sign(secret: string, data: string): Buffer {
  return createHmac('sha256', deriveKey(secret)).update(data).digest()
}

function ttlFor(purpose: TokenPurpose): number | null {
  return purpose === 'confirm' ? CONFIRM_TOKEN_TTL_MS : UNSUBSCRIBE_TOKEN_TTL_MS
}

/** Creates a token for the subscriber and purpose; `now` (ms) and `ttlMs` are injectable. */
export function createToken(
  secret: string,
  input: { subscriberId: TokenSubject; purpose: TokenPurpose },
  options: { now?: number; ttlMs?: number | null } = {},
): string {
  const now = options.now ?? Date.now()
  const ttl = options.ttlMs === undefined ? ttlFor(input.purpose) : options.ttlMs
  const payload: TokenPayload = {
    sub: input.subscriberId,
    p: input.purpose,
    exp: ttl === null ? null : Math.floor((now + ttl) / 1000),
  }
  const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url')
  return `${body}.${sign(secret, body).toString('base64url')}`
}

function isSubject(value: unknown): value is TokenSubject {
  return (
    (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) ||
    (typeof value === 'string' && value.length > 0 && value.length <= 64)
  )
}

/**
 * Checks signature (constant time), shape, purpose and expiry. Never throws: anything malformed,
 * tampered or for another purpose is `invalid`; a genuine but outdated token is `expired`.
 */
export function verifyToken(
  secret: string,
  token: unknown,
  expected: TokenPurpose,
  options: { now?: number } = {},
): VerifiedToken {
  const invalid = { ok: false, reason: 'invalid' } as const
  try {
    if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return invalid
    const parts = token.split('.')
    if (parts.length !== 2) return invalid
    const [body, signature] = parts
    if (!/^[A-Za-z0-9_-]+$/.test(body) || !/^[A-Za-z0-9_-]+$/.test(signature)) return invalid
    // Compared as text: base64url has several spellings of the same last bytes (unused low bits),
    // and only the one we wrote is ours.
    const given = Buffer.from(signature)
    const wanted = Buffer.from(sign(secret, body).toString('base64url'))
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return invalid

    const parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return invalid
    const { sub, p, exp } = parsed as Record<string, unknown>
    if (!isSubject(sub)) return invalid
    if (p !== 'confirm' && p !== 'unsubscribe') return invalid
    if (p !== expected) return invalid
    if (exp !== null && (typeof exp !== 'number' || !Number.isFinite(exp))) return invalid

    const now = options.now ?? Date.now()
    if (exp !== null && Math.floor(now / 1000) >= exp) return { ok: false, reason: 'expired' }
    return {
      ok: true,
      subscriberId: sub,
      purpose: p,
      expiresAt: exp === null ? null : exp * 1000,
    }
  } catch {
    return invalid
  }
}
