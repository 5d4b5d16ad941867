/**
 * Wraps the handlers of Payload's REST route (src/app/(payload)/api/[...slug]/route.ts): the
 * request is checked first (./request.ts), and anything thrown outside Payload's own error
 * handling is logged and answered with a plain 500 that says nothing about the inside. HEAD is
 * answered as its GET without the body (headAsGet): Payload's router knows no HEAD (404).
 */
import type { SanitizedConfig } from 'payload'

import { logger } from '@/lib/logger'

import { errorAnswer } from './answers'
import { refuseMalformedRequest } from './request'

type RestHandler = (request: Request, args: { params: Promise<{ slug?: string[] }> }) => Promise<Response>

export function guardRest(handler: RestHandler, config: Promise<SanitizedConfig> | SanitizedConfig): RestHandler {
  return async (request, args) => {
    try {
      const { slug = [] } = await args.params
      const refused = await refuseMalformedRequest(request, slug, await config)
      if (refused) return refused
      return await handler(request, args)
    } catch (error) {
      logger.error({ event: 'rest_failed', err: error }, 'REST request failed outside Payload')
      return errorAnswer(500, 'Something went wrong.')
    }
  }
}

/**
 * HEAD as HTTP defines it: the GET's status and headers (a media file's type, length, ETag), no
 * body. Payload matches endpoints by method and has none for HEAD; Next would hand it the HEAD.
 */
export function headAsGet(get: RestHandler): RestHandler {
  return async (request, args) => {
    // A new Request from the parts: Next's request object cannot be the init of another one.
    const asGet = new Request(request.url, { method: 'GET', headers: request.headers, signal: request.signal })
    const answer = await get(asGet, args)
    await answer.body?.cancel()
    return new Response(null, { status: answer.status, statusText: answer.statusText, headers: answer.headers })
  }
}
