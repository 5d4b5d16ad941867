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
  let check: NodeJS.Immediate | undefined
  const timeout = new Promise<never>((_, reject) => {
    // When the event loop was held up past the limit (a long render, a machine short of CPU), Node
    // runs the expired timer before it reads the sockets, where Redis's answer may already wait.
    // The verdict waits for that read (setImmediate runs after it): only a Redis that really did
    // not answer counts as an outage (tests/instances/outages.test.ts met one that did, falsely).
    timer = setTimeout(() => {
      check = setImmediate(() => reject(new Error(`Redis did not answer ${what} within ${timeoutMs} ms`)))
    }, timeoutMs)
  })
  try {
    return await Promise.race([work, timeout])
  } finally {
    clearTimeout(timer)
    clearImmediate(check)
  }
}
