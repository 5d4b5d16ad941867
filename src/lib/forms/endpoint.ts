/**
 * The one pipeline every public form endpoint composes (ADR 0005, ARCHITECTURE "Security model"):
 *
 *   same-origin (403) → application/json only (415) → body size limit while reading (413)
 *   → JSON (400) → honeypot (silent 200) → rate limit per client address (429 + Retry-After)
 *   → zod validation (400 with fieldErrors) → the slice's handler (`{ ok: true, … }` 200,
 *   `{ ok: false, error }` 400)
 *
 * and anything thrown on the way is logged and answered 503 with the form's failure message and
 * Retry-After, never 500. A slice only says which form it is, how to validate and what to do:
 *
 *   handlePublicForm(request, { form: 'story', schema, failure: STORY_MESSAGES.storyFailure, handle })
 */
import 'server-only'

import type { z } from 'zod'

import { env } from '@/lib/env'
import { logger } from '@/lib/logger'

import { readBodyText } from './body'
import {
  clientAddressKey,
  getClientIp,
  hashIp,
  isHoneypotTripped,
  MAX_BODY_BYTES,
  parseFormBody,
  type ParseResult,
  rateLimitMessage,
  type RateLimiter,
} from './guard'
import { GUARD_MESSAGES } from './messages'
import { isJsonContentType, isSameOriginRequest } from './origin'
import type { FormResult } from './result'

export type { FormResult } from './result'

export type Step<T> = { ok: true; value: T } | { ok: false; response: Response }

export function formAnswer(body: FormResult, status = 200, headers?: Record<string, string>): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

/** 403 when a browser says the request comes from another site (./origin.ts). */
export function checkSameOrigin(request: Request): Step<null> {
  if (isSameOriginRequest(request.headers, env.siteUrl)) return { ok: true, value: null }
  return { ok: false, response: formAnswer({ ok: false, error: GUARD_MESSAGES.crossSite }, 403) }
}

/**
 * Reads the body within `limit` bytes, never holding more (413 as soon as it is passed), and
 * parses it as JSON (400 otherwise).
 */
export async function readJsonBody(request: Request, limit = MAX_BODY_BYTES): Promise<Step<unknown>> {
  const body = await readBodyText(request, limit)
  if (!body.ok) {
    return body.reason === 'too-large'
      ? { ok: false, response: formAnswer({ ok: false, error: GUARD_MESSAGES.bodyTooLarge }, 413) }
      : { ok: false, response: formAnswer({ ok: false, error: GUARD_MESSAGES.invalidBody }, 400) }
  }
  try {
    return { ok: true, value: JSON.parse(body.text) as unknown }
  } catch {
    return { ok: false, response: formAnswer({ ok: false, error: GUARD_MESSAGES.invalidBody }, 400) }
  }
}

/** The key a limiter counts the request's client by: its address (an IPv6 /64), hashed with the server secret. */
export function rateLimitKey(request: { headers: Headers }): string {
  return hashIp(clientAddressKey(getClientIp(request.headers)), env.payloadSecret)
}

/** Counts the attempt for the client's address; 429 with Retry-After (or `limited`'s answer) once over the limit. */
export function checkRateLimit(
  request: Request,
  limiter: RateLimiter,
  limited?: (retryAfterSeconds: number) => Response,
): Promise<Step<null>> {
  return checkRateLimitFor(limiter, rateLimitKey(request), limited)
}

/** The key a limiter counts an email address by (hashed with the server secret, never stored as typed). */
export function emailRateLimitKey(email: string): string {
  return hashIp(`email:${email.trim().toLowerCase()}`, env.payloadSecret)
}

/** Counts the attempt under `key` (e.g. emailRateLimitKey); 429 with Retry-After (or `limited`'s answer) once over the limit. */
export async function checkRateLimitFor(
  limiter: RateLimiter,
  key: string,
  limited?: (retryAfterSeconds: number) => Response,
): Promise<Step<null>> {
  const result = await limiter.check(key)
  if (result.allowed) return { ok: true, value: null }
  if (limited) return { ok: false, response: limited(result.retryAfterSeconds) }
  return {
    ok: false,
    response: formAnswer({ ok: false, error: rateLimitMessage(result.retryAfterSeconds) }, 429, {
      'Retry-After': String(result.retryAfterSeconds),
    }),
  }
}

const REPLY = Symbol('form reply')

/** A handler's answer with its own status or headers (a session cookie, 401). */
export type FormReply<R extends FormResult> = {
  [REPLY]: true
  body: R
  status?: number
  headers?: Record<string, string | string[]>
}

/** Answers `body` with `status` (default 200 for ok, 400 otherwise) and extra headers, e.g. Set-Cookie. */
export function formReply<R extends FormResult>(
  body: R,
  options: { status?: number; headers?: Record<string, string | string[]> } = {},
): FormReply<R> {
  return { [REPLY]: true, body, ...options }
}

function isReply<R extends FormResult>(value: R | FormReply<R>): value is FormReply<R> {
  return typeof value === 'object' && value !== null && REPLY in value
}

/** The JSON answer of a reply, with its headers (several Set-Cookie lines each kept apart). */
export function replyResponse<R extends FormResult>(reply: R | FormReply<R>): Response {
  if (!isReply(reply)) return formAnswer(reply, reply.ok ? 200 : 400)
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  for (const [name, value] of Object.entries(reply.headers ?? {})) {
    for (const each of Array.isArray(value) ? value : [value]) headers.append(name, each)
  }
  return Response.json(reply.body, { status: reply.status ?? (reply.body.ok ? 200 : 400), headers })
}

/** What a slice's handler gets besides the validated values. */
export type FormContext = {
  request: Request
  /** The JSON body as sent, for what the schema strips (a captcha token). */
  body: unknown
}

/** A zod schema, or a parser for a request that picks between schemas (see parseFormBody). */
type Validation<T> =
  { schema: z.ZodType<T>; parse?: never } | { schema?: never; parse: (body: unknown) => ParseResult<T> }

export type PublicForm<T, R extends FormResult> = Validation<T> & {
  /** Names the log events. */
  form: string
  /** Answered with 503 when anything throws: the form's SPEC failure message. */
  failure: string
  /** The slice's work once the request is valid; `{ ok: false }` is answered 400 (formReply for other answers). */
  handle: (values: T, context: FormContext) => Promise<R | FormReply<R>>
  /** The answer once over `limiter` (default: 429 "Too many attempts. Please wait … and try again."). */
  limited?: (retryAfterSeconds: number) => Response
  /** Where attempts are counted: src/integrations/redis `rateLimiterFor(<the slice's limit>)` (Redis or memory). */
  limiter: RateLimiter
  /** The error log line of an unexpected failure; defaults to `<form>_failed` / "<Form> form failed". */
  failureLog?: { event: string; message: string }
}

/** Validates against the form's schema or parser (400 with the first message per field). */
function validate<T>(validation: Validation<T>, body: unknown): Step<T> {
  const parsed = validation.parse ? validation.parse(body) : parseFormBody(validation.schema, body)
  if (parsed.ok) return { ok: true, value: parsed.data }
  return { ok: false, response: formAnswer({ ok: false, error: parsed.message, fieldErrors: parsed.fieldErrors }, 400) }
}

const title = (form: string) => form.charAt(0).toUpperCase() + form.slice(1)

/** The whole endpoint for one public form. Never throws. */
export async function handlePublicForm<T, R extends FormResult>(
  request: Request,
  options: PublicForm<T, R>,
): Promise<Response> {
  const { form } = options
  try {
    const sameOrigin = checkSameOrigin(request)
    if (!sameOrigin.ok) return sameOrigin.response
    if (!isJsonContentType(request.headers.get('content-type'))) {
      return formAnswer({ ok: false, error: GUARD_MESSAGES.invalidBody }, 415)
    }

    const body = await readJsonBody(request)
    if (!body.ok) return body.response

    if (isHoneypotTripped(body.value)) {
      logger.info({ event: `${form}_honeypot` }, `${title(form)} honeypot tripped; nothing stored`)
      return formAnswer({ ok: true })
    }

    const limited = await checkRateLimit(request, options.limiter, options.limited)
    if (!limited.ok) return limited.response

    const valid = validate(options, body.value)
    if (!valid.ok) return valid.response

    return replyResponse(await options.handle(valid.value, { request, body: body.value }))
  } catch (error) {
    const log = options.failureLog ?? { event: `${form}_failed`, message: `${title(form)} form failed` }
    logger.error({ event: log.event, err: error }, log.message)
    return formAnswer({ ok: false, error: options.failure }, 503, { 'Retry-After': '60' })
  }
}
