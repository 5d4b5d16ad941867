/**
 * GET /api/fuel-prices/stream (./stream-route.ts): the current fuel prices
 * as Server-Sent Events, once on connect and again after every change, with a heartbeat every
 * 30 s (../live-prices/protocol.ts). Public, never cached, never buffered by a proxy in front.
 * A stream ends when the browser goes (its request is aborted or the body cancelled): it then
 * leaves the hub. An instance already serving its maximum of streams, or unable to read the prices,
 * answers 503; an address with too many streams open, 429 (the browser retries with its back-off).
 */
import 'server-only'

import { getClientIp } from '@/lib/forms/client-address'
import { logger } from '@/lib/logger'

import { pricesEvent } from '../live-prices/protocol'
import type { FuelPriceHub } from './hub'

export const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-store',
  // nginx would otherwise hold the events in its buffer.
  'X-Accel-Buffering': 'no',
} as const

/** A browser this far behind (events queued, unread) is dropped; it reconnects when it can. */
const MAX_QUEUED_EVENTS = 100

function refusal(status: 429 | 503, message: string, retryAfterSeconds: number): Response {
  return Response.json(
    { message },
    { status, headers: { 'Cache-Control': 'no-store', 'Retry-After': String(retryAfterSeconds) } },
  )
}

/** The SSE answer for one browser, fed by `hub`. */
export async function fuelPriceStreamResponse(request: Request, hub: FuelPriceHub): Promise<Response> {
  const encoder = new TextEncoder()
  let controller!: ReadableStreamDefaultController<Uint8Array>
  let closed = false
  /** Events heard before the first one went out: sent after it, so the newest prices win. */
  let pending: string[] | null = []
  let leave: (() => void) | null = null

  const close = () => {
    if (closed) return
    closed = true
    leave?.()
    request.signal.removeEventListener('abort', close)
    try {
      controller.close()
    } catch {
      // Already closed or cancelled.
    }
  }

  const write = (chunk: string) => {
    if (closed) return
    if (controller.desiredSize !== null && controller.desiredSize < -MAX_QUEUED_EVENTS) return close()
    try {
      controller.enqueue(encoder.encode(chunk))
    } catch {
      close()
    }
  }

  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController
    },
    cancel() {
      close()
    },
  })

  const joined = hub.join((chunk) => {
    if (pending) pending.push(chunk)
    else write(chunk)
  }, getClientIp(request.headers))
  if ('refused' in joined) {
    closed = true
    return joined.refused === 'client-full'
      ? refusal(429, 'Too many live connections from your address.', 10)
      : refusal(503, 'Too many live connections right now. Please try again shortly.', 10)
  }
  leave = joined.leave

  let first: string
  try {
    first = pricesEvent(await hub.current())
  } catch (error) {
    logger.error({ event: 'fuel_price_stream_read_failed', err: error }, 'Could not read the fuel prices')
    close()
    return refusal(503, 'Price data unavailable', 5)
  }
  if (request.signal.aborted) {
    close()
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
  }
  request.signal.addEventListener('abort', close, { once: true })

  const queued = pending
  pending = null
  write(first)
  for (const chunk of queued) write(chunk)

  return new Response(body, { status: 200, headers: STREAM_HEADERS })
}
