/**
 * Reading a Server-Sent Events answer in a test: events as the browser's EventSource would hand
 * them over (event name, data lines joined; comment lines skipped), waited for with a time limit.
 */
export type SseEvent = { event: string; data: string }

export type SseReader = {
  /** The next event named `name` (others, such as heartbeats, are kept in `seen`). */
  next(name: string, timeoutMs?: number): Promise<SseEvent>
  /** Every event read so far. */
  seen: SseEvent[]
  /** Resolves true once the stream has ended. */
  ended(timeoutMs?: number): Promise<boolean>
}

function parseBlock(block: string): SseEvent | null {
  let event = 'message'
  const data: string[] = []
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue
    const colon = line.indexOf(':')
    const field = colon === -1 ? line : line.slice(0, colon)
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '')
    if (field === 'event') event = value
    else if (field === 'data') data.push(value)
  }
  return data.length > 0 ? { event, data: data.join('\n') } : null
}

export function readSse(response: Response): SseReader {
  if (!response.body) throw new Error('The answer has no body')
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  const seen: SseEvent[] = []
  const queue: SseEvent[] = []
  let buffer = ''
  let done = false

  async function pull(): Promise<void> {
    const chunk = await reader.read()
    if (chunk.done) {
      done = true
      return
    }
    buffer += decoder.decode(chunk.value, { stream: true })
    let end = buffer.indexOf('\n\n')
    while (end !== -1) {
      const parsed = parseBlock(buffer.slice(0, end))
      buffer = buffer.slice(end + 2)
      if (parsed) {
        seen.push(parsed)
        queue.push(parsed)
      }
      end = buffer.indexOf('\n\n')
    }
  }

  function within<T>(work: Promise<T>, timeoutMs: number, what: string): Promise<T> {
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`No ${what} within ${timeoutMs} ms`)), timeoutMs)
    })
    return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
  }

  return {
    seen,
    next(name, timeoutMs = 5_000) {
      const wait = async () => {
        for (;;) {
          const index = queue.findIndex((event) => event.event === name)
          if (index !== -1) {
            const [event] = queue.splice(0, index + 1).slice(-1)
            return event
          }
          if (done) throw new Error(`The stream ended before a "${name}" event`)
          await pull()
        }
      }
      return within(wait(), timeoutMs, `"${name}" event`)
    },
    ended(timeoutMs = 5_000) {
      const wait = async () => {
        while (!done) await pull()
        return true
      }
      return within(wait(), timeoutMs, 'end of the stream')
    },
  }
}
