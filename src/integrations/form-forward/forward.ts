/**
 * Forwarding a stored submission to the form-collection service (FORM_FORWARD_*_URL) as JSON.
 * Best effort: never throws; a failure is logged and reported as false.
 */
import 'server-only'

import { logger } from '@/lib/logger'

/** Forwarding gives up after this long. */
export const FORWARD_TIMEOUT_MS = 5000

export type ForwardOptions = {
  /** Log event name on failure, e.g. 'story_forward_failed'. */
  event: string
  fetch?: typeof fetch
  timeoutMs?: number
}

/** POSTs `body` as JSON to `url`; true when the service answered 2xx. */
export async function forwardJson(
  url: string,
  body: Record<string, unknown>,
  options: ForwardOptions,
): Promise<boolean> {
  try {
    const response = await (options.fetch ?? fetch)(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? FORWARD_TIMEOUT_MS),
    })
    if (!response.ok) {
      logger.warn({ event: options.event, status: response.status }, 'Form forward answered non-ok')
      return false
    }
    return true
  } catch (error) {
    logger.warn({ event: options.event, err: error }, 'Form forward failed')
    return false
  }
}
