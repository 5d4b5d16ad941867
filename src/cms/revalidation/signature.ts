/**
 * Signing the server's request to itself to expire cache tags (see ./deferred.ts): an HMAC over
 * the time and the tags, with a key derived from PAYLOAD_SECRET, valid for one minute. Pure.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

import { z } from 'zod'

export const REVALIDATE_PATH = '/api/revalidate'
export const SIGNATURE_HEADER = 'x-revalidate-signature'
/** How old a signed request may be (clock reads of one machine, plus a little). */
export const SIGNATURE_MAX_AGE_MS = 60_000

export const revalidateBodySchema = z.object({
  at: z.number().int().nonnegative(),
  // Tag names are printable ASCII without spaces ('stories', 'story:desert-light'), so the signed
  // text (one tag per line) cannot be read two ways.
  tags: z
    .array(z.string().regex(/^[\x21-\x7e]{1,200}$/))
    .min(1)
    .max(200),
})
export type RevalidateBody = z.infer<typeof revalidateBodySchema>

/** The signing key: never the secret itself, so a leaked signature says nothing about sessions. */
function key(secret: string): Buffer {
  return createHmac('sha256', secret).update('vanlife:revalidate-tags').digest()
}

export function signRevalidation(body: RevalidateBody, secret: string): string {
  return createHmac('sha256', key(secret))
    .update(`${body.at}\n${body.tags.join('\n')}`)
    .digest('base64url')
}

/** True when `signature` signs `body` with `secret` and the body is less than a minute old. */
export function verifyRevalidation(body: RevalidateBody, signature: string, secret: string, now = Date.now()): boolean {
  if (Math.abs(now - body.at) > SIGNATURE_MAX_AGE_MS) return false
  const expected = Buffer.from(signRevalidation(body, secret))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
