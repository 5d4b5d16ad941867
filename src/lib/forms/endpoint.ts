/**
 * The one pipeline every public form endpoint composes (ADR 0005):
 *
 *   body size limit (413) → JSON (400) → honeypot (silent 200) → rate limit per hashed IP
 *   (429 + Retry-After) → zod validation (400 with fieldErrors) → the slice's handler
 *   (`{ ok: true, … }` 200, `{ ok: false, error }` 400)
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

import {
  checkBodySize,
  createMemoryRateLimitStore,
  createRateLimiter,
  type FormName,
  getClientIp,
  hashIp,
  isHoneypotTripped,
  parseFormBody,
  type ParseResult,
  RATE_LIMITS,
  rateLimitMessage,
  type RateLimiter,
  type RateLimitStore,
} from './guard'
import { GUARD_MESSAGES } from './messages'
import type { FormResult } from './result'

export type { FormResult } from './result'

export type Step<T> = { ok: true; value: T } | { ok: false; response: Response }

export function formAnswer(body: FormResult, status = 200, headers?: Record<string, string>): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

/** Reads the body as text within the size limit and parses it as JSON (413 / 400 otherwise). */
export async function readJsonBody(request: Request): Promise<Step<unknown>> {
  const declared = checkBodySize(request.headers.get('content-length'))
  if (!declared.ok) return { ok: false, response: formAnswer({ ok: false, error: declared.message }, 413) }
  let text: string
  try {
    text = await request.text()
  } catch {
    return { ok: false, response: formAnswer({ ok: false, error: GUARD_MESSAGES.invalidBody }, 400) }
  }
  const actual = checkBodySize(null, text)
  if (!actual.ok) return { ok: false, response: formAnswer({ ok: false, error: actual.message }, 413) }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false, response: formAnswer({ ok: false, error: GUARD_MESSAGES.invalidBody }, 400) }
  }
}

/** Counts the attempt for the client's hashed IP under `form`; 429 with Retry-After once over the limit. */
export async function checkRateLimit(request: Request, form: string, limiter: RateLimiter): Promise<Step<null>> {
  const key = `${form}:${hashIp(getClientIp(request.headers), env.payloadSecret)}`
  const result = await limiter.check(key)
  if (result.allowed) return { ok: true, value: null }
  return {
    ok: false,
    response: formAnswer({ ok: false, error: rateLimitMessage(result.retryAfterSeconds) }, 429, {
      'Retry-After': String(result.retryAfterSeconds),
    }),
  }
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
  /** Names the rate limit (RATE_LIMITS) and the log events. */
  form: FormName
  /** Answered with 503 when anything throws: the form's SPEC failure message. */
  failure: string
  /** The slice's work once the request is valid; `{ ok: false }` is answered 400. */
  handle: (values: T, context: FormContext) => Promise<R>
  /** Defaults to one limiter per form and server process, counting in `rateLimitStore`. */
  limiter?: RateLimiter
  /**
   * Where the default limiter counts: the slice passes the shared Redis store when REDIS_URL is
   * set (src/integrations/redis); this process's memory otherwise.
   */
  rateLimitStore?: RateLimitStore
  /** The error log line of an unexpected failure; defaults to `<form>_failed` / "<Form> form failed". */
  failureLog?: { event: string; message: string }
}

const limiters = new Map<FormName, { limiter: RateLimiter; store: RateLimitStore | undefined }>()

/** One limiter per form and server process, counting in `store` (this process's memory without one). */
function processLimiter(form: FormName, store: RateLimitStore | undefined): RateLimiter {
  const known = limiters.get(form)
  if (known && known.store === store) return known.limiter
  const limiter = createRateLimiter({ ...RATE_LIMITS[form], store: store ?? createMemoryRateLimitStore() })
  limiters.set(form, { limiter, store })
  return limiter
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
    const body = await readJsonBody(request)
    if (!body.ok) return body.response

    if (isHoneypotTripped(body.value)) {
      logger.info({ event: `${form}_honeypot` }, `${title(form)} honeypot tripped; nothing stored`)
      return formAnswer({ ok: true })
    }

    const limited = await checkRateLimit(request, form, options.limiter ?? processLimiter(form, options.rateLimitStore))
    if (!limited.ok) return limited.response

    const valid = validate(options, body.value)
    if (!valid.ok) return valid.response

    const result = await options.handle(valid.value, { request, body: body.value })
    return formAnswer(result, result.ok ? 200 : 400)
  } catch (error) {
    const log = options.failureLog ?? { event: `${form}_failed`, message: `${title(form)} form failed` }
    logger.error({ event: log.event, err: error }, log.message)
    return formAnswer({ ok: false, error: options.failure }, 503, { 'Retry-After': '60' })
  }
}
