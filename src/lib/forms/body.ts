/**
 * Reads a request body as text without ever holding more than the limit: a declared
 * Content-Length over it is refused before reading, and the stream is cancelled as soon as the
 * bytes read pass it (a missing or lying header changes nothing). Never throws.
 */
import { MAX_BODY_BYTES } from './guard'

export type BodyText = { ok: true; text: string } | { ok: false; reason: 'too-large' | 'unreadable' }

export async function readBodyText(request: Request, limit: number = MAX_BODY_BYTES): Promise<BodyText> {
  const declared = request.headers.get('content-length')
  if (declared !== null && declared !== '' && !(Number(declared) <= limit)) return { ok: false, reason: 'too-large' }
  if (!request.body) return { ok: true, text: '' }
  const reader = request.body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > limit) {
        await reader.cancel().catch(() => undefined)
        return { ok: false, reason: 'too-large' }
      }
      text += decoder.decode(value, { stream: true })
    }
  } catch {
    return { ok: false, reason: 'unreadable' }
  }
  return { ok: true, text: text + decoder.decode() }
}
