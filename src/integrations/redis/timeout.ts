/**
 * Time limits on Redis operations. Also loaded by Node itself through ./next-cache-handler.ts:
 * no imports.
 */

/**
 * `work`, or an Error after `timeoutMs`. The client's own abort signals and timeouts only apply
 * to commands not yet sent: a Redis that stops answering (paused, or a network that drops packets)
 * would hold a sent command, and the request waiting on it, until TCP gives up (minutes).
 */
export async function withTimeout<T>(work: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer ${what} within ${timeoutMs} ms`)), timeoutMs)
  })
  try {
    return await Promise.race([work, timeout])
  } finally {
    clearTimeout(timer)
  }
}
