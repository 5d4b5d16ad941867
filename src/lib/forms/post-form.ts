/**
 * The browser's one way to send a form: POSTs JSON to a form endpoint and parses the answer with
 * zod, so callers get a typed, discriminated result and never a cast. Never throws: a network
 * failure or an answer that is not one of ours comes back as `ok: false` with the caller's
 * generic message. Browser-safe.
 */
import type { z } from 'zod'

import { formFailureSchema, type FormSuccess, formSuccessSchema } from './result'

export type PostFormFailure = {
  ok: false
  /** The server's message, or the caller's `failure` when there is none (network, foreign answer). */
  error: string
  fieldErrors?: Record<string, string>
  /** The server's reason, when the endpoint gives one the page acts on. */
  code?: string
  /** The HTTP status; 0 when no answer arrived. */
  status: number
  /** For the console: the server's answer as received, or the network error. */
  cause: unknown
}

export type PostFormResult<T extends { ok: true }> = (T & { status: number }) | PostFormFailure

export type PostFormOptions = {
  /** The generic failure message (the form's SPEC copy) used when the server gives none. */
  failure: string
  signal?: AbortSignal
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json()
  } catch {
    return null
  }
}

/** Posts `body`; a success is `{ ok: true }`. */
export function postForm(
  url: string,
  body: Record<string, unknown>,
  options: PostFormOptions,
): Promise<PostFormResult<FormSuccess>>
/** Posts `body`; a success is what `success` parses (an endpoint that adds fields to `{ ok: true }`). */
export function postForm<S extends z.ZodType<{ ok: true }>>(
  url: string,
  body: Record<string, unknown>,
  options: PostFormOptions & { success: S },
): Promise<PostFormResult<z.output<S>>>
export async function postForm(
  url: string,
  body: Record<string, unknown>,
  options: PostFormOptions & { success?: z.ZodType<{ ok: true }> },
): Promise<PostFormResult<{ ok: true }>> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: options.signal,
    })
  } catch (error) {
    return { ok: false, error: options.failure, status: 0, cause: error }
  }
  const { status } = response
  const answer = await readJson(response)
  const success = (options.success ?? formSuccessSchema).safeParse(answer)
  if (success.success) return { ...success.data, status }
  const failure = formFailureSchema.safeParse(answer)
  if (failure.success) return { ...failure.data, status, cause: answer }
  return { ok: false, error: options.failure, status, cause: answer }
}
