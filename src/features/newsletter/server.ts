/**
 * POST /api/newsletter/subscribe and POST /api/newsletter/unsubscribe (the route files only call
 * these). Subscribe follows the story endpoint's guard chain: body size (413) → JSON (400) →
 * honeypot (silent 200) → rate limit per hashed IP (429) → validation (400 with fieldErrors) →
 * the provider. The answer is `{ ok: true }` whatever the address's state. Never answers 500:
 * unexpected errors are logged and answered 503.
 */
import 'server-only'

import type { Payload } from 'payload'

import {
  checkBodySize,
  createMemoryRateLimitStore,
  createRateLimiter,
  isHoneypotTripped,
  parseFormBody,
  RATE_LIMITS,
  type RateLimiter,
} from '@/lib/forms/guard'
import { checkRateLimit, formAnswer, type FormResult, readJsonBody, type Step } from '@/lib/forms/endpoint'
import { inlineSubscribeSchema, MESSAGES, subscribeDialogSchema } from '@/lib/forms/schemas'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { getPayloadClient } from '@/payload-client'

import { unsubscribeWithToken } from './builtin'
import { UNSUBSCRIBE_PAGE_PATH } from './links'
import { getNewsletterProvider } from './provider'
import { type NewsletterProvider, SUBSCRIBE_SOURCES, type SubscribeInput, type SubscribeSource } from './types'

export type SubscribeResult = FormResult

/** One limiter per server process (in-memory store; see guard.ts for a shared store). */
const subscribeRateLimiter = createRateLimiter({
  ...RATE_LIMITS.subscribe,
  store: createMemoryRateLimitStore(),
})

export type SubscribeHandlerDeps = {
  payload?: Payload
  provider?: NewsletterProvider
  limiter?: RateLimiter
  now?: () => number
}

function hasOwnField(body: unknown, field: string): boolean {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && Object.hasOwn(body, field)
}

function sourceOf(body: unknown, fallback: SubscribeSource): SubscribeSource {
  const value = hasOwnField(body, 'source') ? (body as Record<string, unknown>).source : undefined
  return SUBSCRIBE_SOURCES.find((source) => source === value) ?? fallback
}

/**
 * The dialog schema (name + email) when a name is sent, else the inline one; here an empty email
 * is an error (SPEC §7: the subscription call requires an email).
 */
export function validateSubscribe(body: unknown): Step<SubscribeInput> {
  const invalid = (error: string, fieldErrors: Record<string, string>): Step<SubscribeInput> => ({
    ok: false,
    response: formAnswer({ ok: false, error, fieldErrors }, 400),
  })
  if (hasOwnField(body, 'name')) {
    const parsed = parseFormBody(subscribeDialogSchema, body)
    if (!parsed.ok) return invalid(parsed.message, parsed.fieldErrors)
    return {
      ok: true,
      value: {
        email: parsed.data.email,
        firstName: parsed.data.name,
        source: sourceOf(body, 'dialog'),
      },
    }
  }
  const parsed = parseFormBody(inlineSubscribeSchema, body)
  if (!parsed.ok) return invalid(parsed.message, parsed.fieldErrors)
  if (parsed.data.email === '') return invalid(MESSAGES.invalidForm, { email: MESSAGES.emailRequired })
  return {
    ok: true,
    value: { email: parsed.data.email, source: sourceOf(body, 'inline') },
  }
}

/** The whole subscribe endpoint. */
export async function handleSubscribe(request: Request, deps: SubscribeHandlerDeps = {}): Promise<Response> {
  try {
    const body = await readJsonBody(request)
    if (!body.ok) return body.response

    if (isHoneypotTripped(body.value)) {
      logger.info({ event: 'subscribe_honeypot' }, 'Subscribe honeypot tripped; nothing stored')
      return formAnswer({ ok: true })
    }

    const limited = await checkRateLimit(request, 'subscribe', deps.limiter ?? subscribeRateLimiter)
    if (!limited.ok) return limited.response

    const valid = validateSubscribe(body.value)
    if (!valid.ok) return valid.response

    const provider =
      deps.provider ??
      getNewsletterProvider({
        payload: deps.payload ?? (await getPayloadClient()),
        now: deps.now,
      })
    await provider.subscribe(valid.value)
    return formAnswer({ ok: true })
  } catch (error) {
    logger.error({ event: 'subscribe_failed', err: error }, 'Newsletter subscribe failed')
    return formAnswer({ ok: false, error: MESSAGES.subscribeFailureDialog }, 503, { 'Retry-After': '60' })
  }
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
