/**
 * The routes' way to the one Payload instance (ADR 0034: handlers take it as an argument). When it
 * cannot start for this request (the database away at its first use), the answer is a 503 the
 * visitor or the provider retries, never Next's 500; what the handler would have stored is not
 * touched, because it never ran.
 */
import 'server-only'

import type { Payload } from 'payload'

import { logger } from '@/lib/logger'
import { getPayloadClient } from '@/payload-client'

export const NOT_READY = 'The site is not ready. Please try again in a minute.'

export async function withPayload(handle: (payload: Payload) => Promise<Response>): Promise<Response> {
  let payload: Payload
  try {
    payload = await getPayloadClient()
  } catch (error) {
    logger.error({ event: 'payload_unavailable', err: error }, 'Payload could not start for a request; answered 503')
    return Response.json(
      { ok: false, error: NOT_READY },
      { status: 503, headers: { 'Retry-After': '60', 'Cache-Control': 'private, no-store' } },
    )
  }
  return handle(payload)
}
