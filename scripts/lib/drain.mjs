/**
 * A drained stop of npm start's HTTP server (ADR 0028): no new connection is accepted, every
 * request already received is answered (each with `Connection: close`, so keep-alive clients
 * reconnect elsewhere), idle keep-alive connections are closed as soon as they are idle, and what
 * is still open at the deadline is cut. Plain JavaScript for scripts/serve.mjs.
 */

/**
 * Keep-alive above the idle timeouts of what sits in front (nginx's upstream keepalive_timeout
 * and AWS ALB's idle timeout are 60 s): the proxy, not this server, closes an idle connection, so
 * it never sends a request on one this server is closing at that moment (ECONNRESET). Node's
 * default is 5 s. The time allowed for a request's headers stays above it, as Node asks.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000
export const HEADERS_TIMEOUT_MS = 66_000

/** How long requests in flight (and a running job) get after SIGTERM. */
export const DRAIN_LIMIT_MS = 10_000

/** @param {import('node:http').Server} server */
export function setKeepAlive(server) {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
  server.headersTimeout = HEADERS_TIMEOUT_MS
}

/** @param {import('node:http').ServerResponse} res */
function closeAfterAnswer(res) {
  if (!res.headersSent) res.setHeader('Connection', 'close')
}

/**
 * The requests in flight. Once `closeAfterAnswers()` was called (the stop began), every answer
 * not yet started, of a request in flight or of one still arriving on an open keep-alive
 * connection, says `Connection: close`. Call `track` for each request before anything answers it.
 */
export function trackRequests() {
  /** @type {Set<import('node:http').ServerResponse>} */
  const open = new Set()
  let closing = false
  return {
    inFlight: () => open.size,
    /** @param {import('node:http').ServerResponse} res */
    track(res) {
      open.add(res)
      res.once('close', () => open.delete(res))
      if (closing) closeAfterAnswer(res)
    },
    closeAfterAnswers() {
      closing = true
      for (const res of open) closeAfterAnswer(res)
    },
  }
}

/**
 * Stops accepting and waits until every connection has ended or `deadline` (epoch ms) passes,
 * then cuts what is left. Resolves with how many connections were cut.
 * @param {import('node:http').Server} server
 * @param {{ deadline: number, pollMs?: number }} options
 * @returns {Promise<number>}
 */
export function drainServer(server, { deadline, pollMs = 100 }) {
  return new Promise((resolve) => {
    let cut = 0
    let done = false
    const finish = () => {
      if (done) return
      done = true
      clearInterval(idle)
      clearTimeout(limit)
      resolve(cut)
    }
    server.close(finish)
    // A connection whose answer was already under way when the stop began stays keep-alive: it is
    // closed the moment it is idle.
    server.closeIdleConnections()
    const idle = setInterval(() => server.closeIdleConnections(), pollMs)
    const limit = setTimeout(
      () => {
        server.getConnections((_error, count) => {
          cut = count ?? 0
          server.closeAllConnections()
          // 'close' follows once the cut sockets are gone; do not wait for it.
          setImmediate(finish)
        })
      },
      Math.max(deadline - Date.now(), 0),
    )
  })
}

const LEVELS = { info: 30, warn: 40, error: 50 }

/**
 * One JSON log line on stdout, shaped like the app's (pino, src/lib/logger.ts).
 * @param {'info' | 'warn' | 'error'} level
 * @param {string} event
 * @param {Record<string, unknown> | unknown} details fields, or an error (logged as `err`: its message only)
 * @param {string} msg
 */
export function logLine(level, event, details, msg) {
  const fields =
    details instanceof Error
      ? { err: { type: details.name, message: details.message } }
      : /** @type {Record<string, unknown>} */ (details ?? {})
  const line = { level: LEVELS[level], time: new Date().toISOString(), service: 'vanlife-site', event, ...fields, msg }
  process.stdout.write(`${JSON.stringify(line)}\n`)
}
