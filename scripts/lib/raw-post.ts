/**
 * Posts a large body over a plain socket and reads the answer whatever happens to the upload: a
 * server that refuses a body answers and may close the connection while the client is still
 * writing, which node:http reports as an error (EPIPE, ECONNRESET) instead of the answer. Used by
 * the bench's body-limit part and the end-to-end hardening tests.
 */
import net from 'node:net'

/** A person's browser: page views from bots and headless browsers (Playwright's own) are not counted. */
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36'

export type RawAnswer = {
  /** 0 when no answer arrived. */
  status: number
  headers: Record<string, string>
  body: string
  /** Body bytes written to the socket before the answer (or the end). */
  sent: number
}

/** The body of a complete chunked answer, or null while its last chunk has not arrived. */
function dechunk(raw: Buffer): Buffer | null {
  const parts: Buffer[] = []
  let at = 0
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at)
    if (lineEnd < 0) return null
    const size = parseInt(raw.subarray(at, lineEnd).toString('latin1'), 16)
    if (!Number.isFinite(size)) return null
    if (size === 0) return Buffer.concat(parts)
    const start = lineEnd + 2
    if (raw.length < start + size + 2) return null
    parts.push(raw.subarray(start, start + size))
    at = start + size + 2
  }
}

export function rawPost(
  origin: string,
  path: string,
  options: {
    total: number
    /** Declares the length (Content-Length); otherwise the body is chunked. */
    declared: boolean
    headers?: Record<string, string>
    timeoutMs?: number
  },
): Promise<RawAnswer> {
  const url = new URL(path, origin)
  const chunk = Buffer.alloc(64 * 1024, 120)
  const framed = options.declared
    ? chunk
    : Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')])
  const head = [
    `POST ${url.pathname}${url.search} HTTP/1.1`,
    `Host: ${url.host}`,
    ...Object.entries(options.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    options.declared ? `Content-Length: ${options.total}` : 'Transfer-Encoding: chunked',
    '',
    '',
  ].join('\r\n')

  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port || 80), url.hostname)
    let received = Buffer.alloc(0)
    let sent = 0
    let settled = false
    const timer = setTimeout(() => finish(), options.timeoutMs ?? 30_000)

    function parse(): RawAnswer | null {
      const end = received.indexOf('\r\n\r\n')
      if (end < 0) return null
      const lines = received.subarray(0, end).toString('latin1').split('\r\n')
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? '')?.[1] ?? 0)
      const headers: Record<string, string> = {}
      for (const line of lines.slice(1)) {
        const colon = line.indexOf(':')
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
      }
      const raw = received.subarray(end + 4)
      if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
        const body = dechunk(raw)
        return body === null ? null : { status, headers, body: body.toString('utf8'), sent }
      }
      const length = Number(headers['content-length'] ?? NaN)
      if (Number.isFinite(length) && raw.length < length) return null
      return { status, headers, body: raw.toString('utf8'), sent }
    }

    function finish(answer: RawAnswer | null = parse()) {
      if (settled) return
      settled = true
      clearTimeout(timer)
      socket.destroy()
      resolve(answer ?? { status: 0, headers: {}, body: '', sent })
    }

    socket.on('data', (data) => {
      received = Buffer.concat([received, data])
      const answer = parse()
      if (answer) finish(answer)
    })
    socket.on('error', () => undefined)
    socket.on('close', () => finish())
    socket.on('connect', () => {
      socket.write(head)
      const pump = () => {
        while (!settled && !socket.destroyed && sent < options.total) {
          sent += chunk.length
          if (!socket.write(framed)) return void socket.once('drain', pump)
        }
        if (!settled && !socket.destroyed && !options.declared) socket.write('0\r\n\r\n')
      }
      pump()
    })
  })
}
