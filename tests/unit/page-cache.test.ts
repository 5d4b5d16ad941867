import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { createPageCache, pageKey } from '../../scripts/lib/page-cache.mjs'

type Upstream = (req: IncomingMessage, res: ServerResponse) => void
type PageCache = ReturnType<typeof createPageCache>

const CACHED = 'public, s-maxage=300, stale-while-revalidate=31535700'
const VARY = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding'

/** Next's answer of a cached page: its headers and `html` (numbered per call) in two chunks. */
function pageAnswer(overrides: Record<string, string> = {}, status = 200): Upstream & { calls: number } {
  const upstream = Object.assign(
    (req: IncomingMessage, res: ServerResponse) => {
      upstream.calls += 1
      res.statusCode = status
      const headers = {
        'Cache-Control': CACHED,
        'Content-Type': 'text/html; charset=utf-8',
        Vary: VARY,
        'X-Nextjs-Cache': 'MISS',
        'Content-Security-Policy': "default-src 'self'",
        ...overrides,
      }
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
      res.write(`<html>${req.url} ${req.headers.rsc ?? ''} `)
      res.end(`call ${upstream.calls}</html>`)
    },
    { calls: 0 },
  )
  return upstream
}

let server: Server | undefined

async function serve(cache: PageCache, upstream: Upstream) {
  server = createServer((req, res) => {
    if (cache.handle(req, res)) return
    upstream(req, res)
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return async (path: string, init: { headers?: Record<string, string>; method?: string } = {}) => {
    const response = await fetch(`${origin}${path}`, { ...init, headers: { 'accept-encoding': '', ...init.headers } })
    return { response, text: await response.text() }
  }
}

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve))
  server = undefined
})

describe('page cache', () => {
  it('replays the second request of a cached page with the same bytes and headers', async () => {
    const upstream = pageAnswer()
    const get = await serve(createPageCache(), upstream)
    const first = await get('/stories')
    const second = await get('/stories')
    expect(upstream.calls).toBe(1)
    expect(second.text).toBe(first.text)
    expect(second.response.status).toBe(200)
    expect(second.response.headers.get('x-nextjs-cache')).toBe('HIT')
    for (const name of ['cache-control', 'content-type', 'vary', 'content-security-policy']) {
      expect(second.response.headers.get(name), name).toBe(first.response.headers.get(name))
    }
    expect(second.response.headers.get('content-length')).toBe(String(Buffer.byteLength(first.text)))
  })

  it('answers HEAD from the GET copy, without a body', async () => {
    const upstream = pageAnswer()
    const get = await serve(createPageCache(), upstream)
    await get('/about')
    const head = await get('/about', { method: 'HEAD' })
    expect(upstream.calls).toBe(1)
    expect(head.text).toBe('')
    expect(head.response.headers.get('content-type')).toBe('text/html; charset=utf-8')
  })

  it('keeps one copy per URL and per varied header (RSC payload apart from HTML)', async () => {
    const upstream = pageAnswer()
    const get = await serve(createPageCache(), upstream)
    await get('/stories')
    const rsc = await get('/stories', { headers: { rsc: '1' } })
    expect(rsc.text).toContain(' 1 ')
    await get('/stories?page=2')
    await get('/stories', { headers: { 'accept-encoding': 'gzip' } })
    expect(upstream.calls).toBe(4)
    await get('/stories', { headers: { rsc: '1' } })
    expect(upstream.calls).toBe(4)
    expect(pageKey({ url: '/a', headers: { rsc: '1' } } as never)).not.toBe(
      pageKey({ url: '/a', headers: {} } as never),
    )
  })

  it('keeps nothing that is not a shared 200 answer without cookies', async () => {
    const cases: Array<[Record<string, string>, number]> = [
      [{ 'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate' }, 200],
      [{ 'Cache-Control': 's-maxage=300' }, 200], // not said public
      [{}, 404],
      [{ 'Set-Cookie': 'a=b' }, 200],
      [{ 'X-Nextjs-Cache': 'STALE' }, 200],
      [{ Vary: `${VARY}, Cookie` }, 200],
    ]
    for (const [overrides, status] of cases) {
      const upstream = pageAnswer(overrides, status)
      const cache = createPageCache()
      const get = await serve(cache, upstream)
      await get('/x')
      await get('/x')
      expect(upstream.calls, JSON.stringify(overrides)).toBe(2)
      expect(cache.size).toBe(0)
      await new Promise((resolve) => server?.close(resolve))
    }
  })

  it('never serves or keeps a draft-mode, preview or range request', async () => {
    const upstream = pageAnswer()
    const get = await serve(createPageCache(), upstream)
    await get('/a-story')
    const bypassing: Array<Record<string, string>> = [
      { cookie: 'theme=dark; __prerender_bypass=abc' },
      { cookie: '__next_preview_data=abc' },
      { range: 'bytes=0-10' },
    ]
    for (const headers of bypassing) {
      const answer = await get('/a-story', { headers })
      expect(answer.response.headers.get('x-nextjs-cache')).toBe('MISS')
    }
    expect(upstream.calls).toBe(4)
    await get('/a-story', { headers: { cookie: 'payload-token=x' } }) // a member sees the same page
    expect(upstream.calls).toBe(4)
  })

  it('serves a copy only for ttlMs', async () => {
    let clock = 1_000
    const upstream = pageAnswer()
    const get = await serve(createPageCache({ ttlMs: 1000, now: () => clock }), upstream)
    await get('/')
    clock += 999
    await get('/')
    expect(upstream.calls).toBe(1)
    clock += 1
    await get('/')
    expect(upstream.calls).toBe(2)
  })

  it('stays within maxBytes, least recently used out first', async () => {
    const upstream = pageAnswer()
    const cache = createPageCache({ maxBytes: 8 * 40 })
    const get = await serve(cache, upstream)
    // About 27 bytes each: 20 pages do not fit in 320 bytes.
    for (let page = 1; page <= 20; page += 1) await get(`/p${page}`)
    expect(cache.bytes).toBeLessThanOrEqual(8 * 40)
    expect(cache.size).toBeGreaterThan(0)
    const calls = upstream.calls
    await get('/p20')
    expect(upstream.calls).toBe(calls)
    await get('/p1')
    expect(upstream.calls).toBe(calls + 1)
  })

  it('empty() drops every copy and the answers recorded while it ran', async () => {
    const cache = createPageCache()
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const answer = pageAnswer()
    const get = await serve(cache, (req, res) => {
      if (req.url === '/slow') void held.then(() => answer(req, res))
      else answer(req, res)
    })
    await get('/')
    const slow = get('/slow')
    await new Promise((resolve) => setTimeout(resolve, 20))
    cache.empty()
    release()
    await slow
    expect(cache.size).toBe(0)
    await get('/')
    expect(answer.calls).toBe(3)
  })

  it('empties again when a change that saw empty() ends (Next expires tags at the end of it)', async () => {
    const cache = createPageCache()
    const answer = pageAnswer()
    const get = await serve(cache, (req, res) => {
      if (req.method === 'POST') {
        cache.empty()
        // A page read while the change is still under way, before Next expired its tags.
        void get('/').then(() => res.end('saved'))
        return
      }
      answer(req, res)
    })
    await get('/api/posts', { method: 'POST' })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(cache.size).toBe(0)
  })
})
