/**
 * The newsletter's endpoints (the route files only call these): POST /api/newsletter/subscribe,
 * the shared public-form pipeline (src/lib/forms/endpoint.ts: size, JSON, honeypot, rate limit,
 * validation, 503 on any error) with parseSubscribeRequest, then the provider; the answer is
 * `{ ok: true }` whatever the address's state. And the POSTs of the link pages (confirm,
 * unsubscribe; see ./paths.ts), the only requests that change a subscriber through a link.
 */
import 'server-only'

import type { Payload } from 'payload'

import { rateLimiterFor } from '@/integrations/redis'
import { readBodyText } from '@/lib/forms/body'
import { checkRateLimit, checkSameOrigin, formAnswer, handlePublicForm } from '@/lib/forms/endpoint'
import { parseFormBody, type ParseResult, type RateLimiter } from '@/lib/forms/guard'
import { GUARD_MESSAGES } from '@/lib/forms/messages'
import type { FormResult } from '@/lib/forms/result'
import { logger } from '@/lib/logger'

import { confirmSubscription, unsubscribeWithToken } from './builtin'
import { type ConfirmResult, confirmResultPath, type UnsubscribeResult, unsubscribeResultPath } from './paths'
import { getNewsletterProvider } from './provider'
import { inlineSubscribeSchema, SUBSCRIBE_MESSAGES, subscribeDialogSchema } from './schemas'
import {
  type ConfirmOutcome,
  type NewsletterProvider,
  SUBSCRIBE_SOURCES,
  type SubscribeInput,
  type SubscribeSource,
  type UnsubscribeOutcome,
} from './types'
import { CONFIRM_LIMIT, SUBSCRIBE_LIMIT } from './limits'

export type SubscribeResult = FormResult

/** The Payload instance (from the route) and what the tests swap; everything else comes from env. */
export type SubscribeHandlerDeps = {
  payload: Payload
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
export function handleSubscribe(request: Request, deps: SubscribeHandlerDeps): Promise<Response> {
  return handlePublicForm(request, {
    form: 'subscribe',
    limiter: rateLimiterFor(SUBSCRIBE_LIMIT),
    parse: parseSubscribeRequest,
    failure: SUBSCRIBE_MESSAGES.subscribeFailureDialog,
    failureLog: { event: 'subscribe_failed', message: 'Newsletter subscribe failed' },
    handle: async (input): Promise<SubscribeResult> => {
      const provider = deps.provider ?? getNewsletterProvider({ payload: deps.payload, now: deps.now })
      await provider.subscribe(input)
      return { ok: true }
    },
  })
}

export type UnsubscribeHandlerDeps = { payload: Payload; now?: () => number }
export type ConfirmHandlerDeps = UnsubscribeHandlerDeps & {
  /** The confirm button's per-address limit; defaults to the shared (Redis) or this process's limiter. */
  limiter?: RateLimiter
}

type FormFields = { ok: true; fields: URLSearchParams } | { ok: false; response: Response }

/**
 * Form fields of a link page's POST body (RFC 8058 sends "List-Unsubscribe=One-Click"; the
 * unsubscribe page adds from=page), read within the body limit: a larger body is refused with
 * 413 before more of it is read. Anything else (no body, another type) has no fields.
 */
async function readFormFields(request: Request): Promise<FormFields> {
  const type = request.headers.get('content-type') ?? ''
  const body = await readBodyText(request)
  if (!body.ok && body.reason === 'too-large') {
    return { ok: false, response: formAnswer({ ok: false, error: GUARD_MESSAGES.bodyTooLarge }, 413) }
  }
  if (!body.ok || !/application\/x-www-form-urlencoded|multipart\/form-data/i.test(type)) {
    return { ok: true, fields: new URLSearchParams() }
  }
  try {
    if (/multipart\/form-data/i.test(type)) {
      const form = await new Response(body.text, { headers: { 'content-type': type } }).formData()
      const fields = new URLSearchParams()
      for (const [key, value] of form) if (typeof value === 'string') fields.append(key, value)
      return { ok: true, fields }
    }
    return { ok: true, fields: new URLSearchParams(body.text) }
  } catch {
    return { ok: true, fields: new URLSearchParams() }
  }
}

/**
 * 303 See Other to a site page: the browser GETs it, and a reload never posts again. The Location
 * is relative (path and query), so the browser stays on the host it posted to: an absolute
 * SITE_URL would leave a visitor at another address (127.0.0.1 while SITE_URL is unset) blocked
 * by the CSP's form-action 'self'.
 */
function seeOther(path: string): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: path, 'Cache-Control': 'no-store' },
  })
}

const CONFIRM_RESULT: Record<ConfirmOutcome, ConfirmResult> = {
  confirmed: 'done',
  'already-confirmed': 'already',
  expired: 'expired',
  invalid: 'invalid',
}

const UNSUBSCRIBE_RESULT: Record<UnsubscribeOutcome, UnsubscribeResult> = {
  unsubscribed: 'done',
  'already-unsubscribed': 'already',
  invalid: 'invalid',
}

/**
 * POST /newsletter/confirm?token=… (the confirm page's button; src/proxy.ts rewrites it to
 * /api/newsletter/confirm). A post from another site gets 403, a body over the limit 413;
 * otherwise, after the rate limit per client address and the confirmation, a 303 to the result
 * page of what happened: done, already, expired, invalid (a missing, changed or foreign token),
 * error (rate-limited, or anything thrown, logged). Never a 5xx.
 */
export async function handleConfirm(request: Request, deps: ConfirmHandlerDeps): Promise<Response> {
  try {
    const sameOrigin = checkSameOrigin(request)
    if (!sameOrigin.ok) return sameOrigin.response
    const form = await readFormFields(request)
    if (!form.ok) return form.response
    const limited = await checkRateLimit(request, deps.limiter ?? rateLimiterFor(CONFIRM_LIMIT))
    if (!limited.ok) {
      logger.info({ event: 'newsletter_confirm_limited' }, 'Newsletter confirm rate-limited')
      return seeOther(confirmResultPath('error'))
    }
    const token = new URL(request.url).searchParams.get('token') ?? form.fields.get('token')
    const payload = deps.payload
    const outcome = await confirmSubscription({ payload, now: deps.now }, token)
    return seeOther(confirmResultPath(CONFIRM_RESULT[outcome]))
  } catch (error) {
    logger.error({ event: 'newsletter_confirm_failed', err: error }, 'Newsletter confirm failed')
    return seeOther(confirmResultPath('error'))
  }
}

/**
 * POST /api/newsletter/unsubscribe?token=… — RFC 8058 one-click from mail clients (200 JSON; 400
 * for a bad token, 503 when it fails) — and the unsubscribe page's button (from=page, posted to
 * /newsletter/unsubscribe?token=… and rewritten here by src/proxy.ts): a 303 to the result page
 * (done, already, invalid, error). A body over the limit is refused with 413.
 */
export async function handleUnsubscribe(request: Request, deps: UnsubscribeHandlerDeps): Promise<Response> {
  const form = await readFormFields(request)
  if (!form.ok) return form.response
  const token = new URL(request.url).searchParams.get('token') ?? form.fields.get('token')
  const fromPage = form.fields.get('from') === 'page'
  // The page's button is a browser's form post: from this site only. RFC 8058 one-click comes
  // from mail providers' servers; the signed token is what authorises it.
  if (fromPage) {
    const sameOrigin = checkSameOrigin(request)
    if (!sameOrigin.ok) return sameOrigin.response
  }
  try {
    const payload = deps.payload
    const outcome = await unsubscribeWithToken({ payload, now: deps.now }, token)
    if (fromPage) return seeOther(unsubscribeResultPath(UNSUBSCRIBE_RESULT[outcome]))
    if (outcome === 'invalid') {
      return Response.json(
        { ok: false, error: 'This unsubscribe link is not valid.' },
        { status: 400, headers: { 'Cache-Control': 'no-store' } },
      )
    }
    return Response.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    logger.error({ event: 'unsubscribe_failed', err: error }, 'Newsletter unsubscribe failed')
    if (fromPage) return seeOther(unsubscribeResultPath('error'))
    return Response.json(
      { ok: false, error: 'Please try again later.' },
      {
        status: 503,
        headers: { 'Cache-Control': 'no-store', 'Retry-After': '60' },
      },
    )
  }
}
