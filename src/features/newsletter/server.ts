/**
 * POST /api/newsletter/subscribe and POST /api/newsletter/unsubscribe (the route files only call
 * these). Subscribe is the shared public-form pipeline (src/lib/forms/endpoint.ts: size, JSON,
 * honeypot, rate limit, validation, 503 on any error) with parseSubscribeRequest, then the
 * provider. The answer is `{ ok: true }` whatever the address's state.
 */
import 'server-only'

import type { Payload } from 'payload'

import { env } from '@/lib/env'
import { handlePublicForm } from '@/lib/forms/endpoint'
import { checkBodySize, parseFormBody, type ParseResult } from '@/lib/forms/guard'
import { GUARD_MESSAGES } from '@/lib/forms/messages'
import type { FormResult } from '@/lib/forms/result'
import { logger } from '@/lib/logger'
import { getPayloadClient } from '@/payload-client'

import { unsubscribeWithToken } from './builtin'
import { UNSUBSCRIBE_PAGE_PATH } from './links'
import { getNewsletterProvider } from './provider'
import { inlineSubscribeSchema, SUBSCRIBE_MESSAGES, subscribeDialogSchema } from './schemas'
import { type NewsletterProvider, SUBSCRIBE_SOURCES, type SubscribeInput, type SubscribeSource } from './types'

export type SubscribeResult = FormResult

/** What the tests swap; everything else comes from env and the Payload client. */
export type SubscribeHandlerDeps = {
  payload?: Payload
  provider?: NewsletterProvider
  now?: () => number
}

function hasOwnField(body: unknown, field: string): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && Object.hasOwn(body, field)
}

function sourceOf(body: unknown, fallback: SubscribeSource): SubscribeSource {
  const value = hasOwnField(body, 'source') ? body.source : undefined
  return SUBSCRIBE_SOURCES.find((source) => source === value) ?? fallback
}

/**
 * The dialog schema (name + email) when a name is sent, else the inline one; here an empty email
 * is an error (SPEC §7: the subscription call requires an email).
 */
export function parseSubscribeRequest(body: unknown): ParseResult<SubscribeInput> {
  if (hasOwnField(body, 'name')) {
    const parsed = parseFormBody(subscribeDialogSchema, body)
    if (!parsed.ok) return parsed
    return {
      ok: true,
      data: { email: parsed.data.email, firstName: parsed.data.name, source: sourceOf(body, 'dialog') },
    }
  }
  const parsed = parseFormBody(inlineSubscribeSchema, body)
  if (!parsed.ok) return parsed
  if (parsed.data.email === '') {
    return {
      ok: false,
      status: 400,
      message: GUARD_MESSAGES.invalidForm,
      fieldErrors: { email: SUBSCRIBE_MESSAGES.emailRequired },
    }
  }
  return { ok: true, data: { email: parsed.data.email, source: sourceOf(body, 'inline') } }
}

/** The whole subscribe endpoint. */
export function handleSubscribe(request: Request, deps: SubscribeHandlerDeps = {}): Promise<Response> {
  return handlePublicForm(request, {
    form: 'subscribe',
    parse: parseSubscribeRequest,
    failure: SUBSCRIBE_MESSAGES.subscribeFailureDialog,
    failureLog: { event: 'subscribe_failed', message: 'Newsletter subscribe failed' },
    handle: async (input): Promise<SubscribeResult> => {
      const provider =
        deps.provider ?? getNewsletterProvider({ payload: deps.payload ?? (await getPayloadClient()), now: deps.now })
      await provider.subscribe(input)
      return { ok: true }
    },
  })
}

export type UnsubscribeHandlerDeps = { payload?: Payload; now?: () => number }

/** Form fields of the POST body (RFC 8058 sends "List-Unsubscribe=One-Click"; our page adds from=page). */
async function readFormFields(request: Request): Promise<URLSearchParams> {
  const type = request.headers.get('content-type') ?? ''
  if (!checkBodySize(request.headers.get('content-length')).ok) return new URLSearchParams()
  if (!/application\/x-www-form-urlencoded|multipart\/form-data/i.test(type)) return new URLSearchParams()
  try {
    const text = await request.text()
    if (!checkBodySize(null, text).ok) return new URLSearchParams()
    if (/multipart\/form-data/i.test(type)) {
      const form = await new Response(text, {
        headers: { 'content-type': type },
      }).formData()
      const params = new URLSearchParams()
      for (const [key, value] of form) if (typeof value === 'string') params.append(key, value)
      return params
    }
    return new URLSearchParams(text)
  } catch {
    return new URLSearchParams()
  }
}

/**
 * POST /api/newsletter/unsubscribe?token=… — RFC 8058 one-click (answers 200 JSON) and the
 * unsubscribe page's plain form (from=page: 303 to /newsletter/unsubscribe?done=1).
 */
export async function handleUnsubscribe(request: Request, deps: UnsubscribeHandlerDeps = {}): Promise<Response> {
  const url = new URL(request.url)
  const fields = await readFormFields(request)
  const token = url.searchParams.get('token') ?? fields.get('token')
  const fromPage = fields.get('from') === 'page'
  const pageUrl = (query: string) => `${env.siteUrl}${UNSUBSCRIBE_PAGE_PATH}?${query}`
  try {
    const payload = deps.payload ?? (await getPayloadClient())
    const outcome = await unsubscribeWithToken({ payload, now: deps.now }, token)
    if (outcome === 'invalid') {
      if (fromPage) return Response.redirect(pageUrl('invalid=1'), 303)
      return Response.json(
        { ok: false, error: 'This unsubscribe link is not valid.' },
        { status: 400, headers: { 'Cache-Control': 'no-store' } },
      )
    }
    if (fromPage) return Response.redirect(pageUrl('done=1'), 303)
    return Response.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    logger.error({ event: 'unsubscribe_failed', err: error }, 'Newsletter unsubscribe failed')
    if (fromPage) return Response.redirect(pageUrl('error=1'), 303)
    return Response.json(
      { ok: false, error: 'Please try again later.' },
      {
        status: 503,
        headers: { 'Cache-Control': 'no-store', 'Retry-After': '60' },
      },
    )
  }
}
