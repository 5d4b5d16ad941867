import { describe, expect, it } from 'vitest'

import { readBodyText } from './body'

function post(body: BodyInit | null, headers: Record<string, string> = {}) {
  return new Request('http://localhost/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit)
}

/** A stream of `chunks` chunks of `size` bytes (endless without a count), counting what was pulled. */
function stream(size: number, chunks = Infinity) {
  let pulled = 0
  let sent = 0
  const chunk = new Uint8Array(size).fill(120)
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === chunks) return controller.close()
      sent += 1
      pulled += size
      controller.enqueue(chunk)
    },
  })
  return { body, pulled: () => pulled }
}

describe('readBodyText', () => {
  it('reads a body within the limit, multi-byte characters split across chunks included', async () => {
    expect(await readBodyText(post('List-Unsubscribe=One-Click'))).toEqual({
      ok: true,
      text: 'List-Unsubscribe=One-Click',
    })
    const bytes = new TextEncoder().encode('café ✓')
    const split = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 4))
        controller.enqueue(bytes.slice(4))
        controller.close()
      },
    })
    expect(await readBodyText(post(split))).toEqual({ ok: true, text: 'café ✓' })
    expect(await readBodyText(new Request('http://localhost/x', { method: 'POST' }))).toEqual({ ok: true, text: '' })
    expect(await readBodyText(post('x'.repeat(100)), 100)).toEqual({ ok: true, text: 'x'.repeat(100) })
  })

  it('refuses a declared length over the limit without reading anything', async () => {
    const body = stream(1024)
    const result = await readBodyText(post(body.body, { 'content-length': String(1024 * 1024) }), 16 * 1024)
    expect(result).toEqual({ ok: false, reason: 'too-large' })
    expect(body.pulled()).toBeLessThanOrEqual(2 * 1024)
    expect(await readBodyText(post('x', { 'content-length': 'abc' }))).toEqual({ ok: false, reason: 'too-large' })
  })

  it('stops reading an endless body (no or a lying length) once past the limit', async () => {
    const body = stream(1024)
    expect(await readBodyText(post(body.body), 16 * 1024)).toEqual({ ok: false, reason: 'too-large' })
    expect(body.pulled()).toBeLessThan(32 * 1024)
    expect(await readBodyText(post('x'.repeat(101)), 100)).toEqual({ ok: false, reason: 'too-large' })
  })
})
