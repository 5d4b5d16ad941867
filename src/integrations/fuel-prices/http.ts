/**
 * One GET of a JSON document with a time limit and a size limit. Never throws: the answer, or a
 * SourceFailure whose detail names only the status, the limit or the kind of error (never the
 * URL, which may carry an API key, nor the body).
 */
import type { SourceFailure } from './types'

export type FetchJsonOptions = {
  /** Names the source in a failure ('eia', a feed's host). */
  source: string
  timeoutMs: number
  maxBytes: number
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch
  headers?: Record<string, string>
}

export type FetchJsonResult = { ok: true; json: unknown } | { ok: false; failure: SourceFailure }

function failed(source: string, reason: SourceFailure['reason'], detail: string): FetchJsonResult {
  return { ok: false, failure: { source, reason, detail } }
}

function isTimeout(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name
  return name === 'TimeoutError' || name === 'AbortError'
}

/** The error's code (ECONNREFUSED, ENOTFOUND…) or class, never its message (it may quote the URL). */
function errorKind(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause
  if (cause && typeof cause.code === 'string') return cause.code
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code === 'string') return code
  return error instanceof Error ? error.name : 'unknown error'
}

/**
 * Lets go of a body we will not read. Not awaited: a cancel may wait on the other side (MSW's
 * interceptor never settles it), and nothing depends on it.
 */
function discard(response: Response): void {
  void response.body?.cancel().catch(() => undefined)
}

/** The body as text, or null once it grows past `maxBytes` (the rest is not read). */
async function readText(response: Response, maxBytes: number): Promise<string | null> {
  const declared = Number(response.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) {
    discard(response)
    return null
  }
  if (!response.body) return ''
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let size = 0
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      void reader.cancel().catch(() => undefined)
      return null
    }
    text += decoder.decode(value, { stream: true })
  }
  return text + decoder.decode()
}

export async function fetchJson(url: string, options: FetchJsonOptions): Promise<FetchJsonResult> {
  const { source } = options
  const signal = AbortSignal.timeout(options.timeoutMs)
  try {
    const response = await (options.fetch ?? fetch)(url, {
      method: 'GET',
      headers: { Accept: 'application/json', ...options.headers },
      redirect: 'follow',
      signal,
    })
    if (!response.ok) {
      discard(response)
      return failed(source, 'http', `answered ${response.status}`)
    }
    const text = await readText(response, options.maxBytes)
    if (text === null) return failed(source, 'too-large', `answer larger than ${options.maxBytes} bytes`)
    try {
      return { ok: true, json: JSON.parse(text) as unknown }
    } catch {
      return failed(source, 'not-json', 'the answer is not JSON')
    }
  } catch (error) {
    if (isTimeout(error) || signal.aborted) return failed(source, 'timeout', `no answer within ${options.timeoutMs} ms`)
    return failed(source, 'network', `could not be reached (${errorKind(error)})`)
  }
}
