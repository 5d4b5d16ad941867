/**
 * The HTTP steps every public form endpoint shares (ADR 0005): a typed JSON answer, the body
 * read within the size limit (413 / 400), the per-IP rate limit (429 with Retry-After) and
 * validation against the shared schema (400 with field errors). Each step either yields a value
 * or the response to send.
 */
import 'server-only'

import type { z } from 'zod'

import { env } from '@/lib/env'

import { checkBodySize, getClientIp, hashIp, parseFormBody, rateLimitMessage, type RateLimiter } from './guard'
import { MESSAGES } from './schemas'

export type FormResult = { ok: true } | { ok: false; error: string; fieldErrors?: Record<string, string> }

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
    return { ok: false, response: formAnswer({ ok: false, error: MESSAGES.invalidBody }, 400) }
  }
  const actual = checkBodySize(null, text)
  if (!actual.ok) return { ok: false, response: formAnswer({ ok: false, error: actual.message }, 413) }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false, response: formAnswer({ ok: false, error: MESSAGES.invalidBody }, 400) }
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

/** Validates against a shared form schema (400 with the first message per field). */
export function validateForm<S extends z.ZodType>(schema: S, body: unknown): Step<z.output<S>> {
  const parsed = parseFormBody(schema, body)
  if (parsed.ok) return { ok: true, value: parsed.data }
  return { ok: false, response: formAnswer({ ok: false, error: parsed.message, fieldErrors: parsed.fieldErrors }, 400) }
}
