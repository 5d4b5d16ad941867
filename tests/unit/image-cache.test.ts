import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { createImageCache } from '../../scripts/lib/image-cache.mjs'

type Upstream = (req: IncomingMessage, res: ServerResponse) => void

const IMAGE = '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fa.jpg&w=750&q=75'
const AVIF = { accept: 'image/avif,image/webp,*/*' }
const WEBP = { accept: 'image/webp,*/*' }

/** Next's image answer: its headers, a body of `size` bytes written in two chunks. */
const imageAnswer =
  (size = 1000, cacheControl = 'public, max-age=14400, must-revalidate'): Upstream =>
  (req, res) => {
    const type = /avif/.test(req.headers.accept ?? '') ? 'image/avif' : 'image/webp'
    res.setHeader('Cache-Control', cacheControl)
    res.setHeader('Content-Type', type)
    res.setHeader('ETag', `"${type}-${size}"`)
    res.setHeader('Vary', 'Accept')
    res.setHeader('X-Nextjs-Cache', 'MISS')
    res.write(Buffer.alloc(size / 2, 1))
    res.end(Buffer.alloc(size / 2, 2))
  }

let server: Server | undefined

async function serve(cache: ReturnType<typeof createImageCache>, upstream: Upstream) {
  let calls = 0
  server = createServer((req, res) => {
    if (cache.handle(req, res)) return
    calls += 1
    upstream(req, res)
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    calls: () => calls,
    get: (path: string, headers: Record<string, string> = AVIF, method = 'GET') =>
      fetch(`${origin}${path}`, { headers, method }),
  }
}

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve))
  server = undefined
})

describe('image cache', () => {
  it('answers the second request of an image from memory, with the same bytes and headers', async () => {
    const cache = createImageCache()
    const site = await serve(cache, imageAnswer())
    const first = await site.get(IMAGE)
    const firstBody = Buffer.from(await first.arrayBuffer())
    const second = await site.get(IMAGE)
    const secondBody = Buffer.from(await second.arrayBuffer())
    expect(site.calls()).toBe(1)
    expect(second.status).toBe(200)
    expect(second.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(second.headers.get('content-type')).toBe('image/avif')
    expect(second.headers.get('cache-control')).toBe('public, max-age=14400, must-revalidate')
    expect(secondBody.equals(firstBody)).toBe(true)
    expect(secondBody.byteLength).toBe(1000)
  })

  it('keeps one answer per format the browser accepts', async () => {
    const site = await serve(createImageCache(), imageAnswer())
    await (await site.get(IMAGE, AVIF)).arrayBuffer()
    const webp = await site.get(IMAGE, WEBP)
    await webp.arrayBuffer()
    expect(webp.headers.get('content-type')).toBe('image/webp')
    await (await site.get(IMAGE, WEBP)).arrayBuffer()
    expect(site.calls()).toBe(2)
  })

  it('answers 304 to a matching If-None-Match and HEAD without a body', async () => {
    const site = await serve(createImageCache(), imageAnswer())
    await (await site.get(IMAGE)).arrayBuffer()
    const conditional = await site.get(IMAGE, { ...AVIF, 'if-none-match': '"image/avif-1000"' })
    expect(conditional.status).toBe(304)
    const head = await site.get(IMAGE, AVIF, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe('1000')
    expect(site.calls()).toBe(1)
  })

  it('passes everything else to Next: other paths, errors, private answers, ranges', async () => {
    const cache = createImageCache()
    const site = await serve(cache, (req, res) => {
      if (req.url?.includes('broken')) {
        res.statusCode = 400
        res.setHeader('Cache-Control', 'public, max-age=60')
        res.end('"url" parameter is required')
        return
      }
      if (req.url?.includes('private')) return imageAnswer(1000, 'private, no-store')(req, res)
      imageAnswer()(req, res)
    })
    for (const path of [
      '/about',
      '/_next/image?broken',
      '/_next/image?private',
      '/_next/image?broken',
      '/_next/image?private',
    ])
      await (await site.get(path)).arrayBuffer()
    await (await site.get(IMAGE, { ...AVIF, range: 'bytes=0-10' })).arrayBuffer()
    await (await site.get('/about')).arrayBuffer()
    expect(site.calls()).toBe(7)
    expect(cache.size).toBe(0)
  })

  it('drops entries when their max-age is over', async () => {
    let now = 0
    const site = await serve(createImageCache({ now: () => now }), imageAnswer(1000, 'public, max-age=60'))
    await (await site.get(IMAGE)).arrayBuffer()
    now = 59_000
    await (await site.get(IMAGE)).arrayBuffer()
    expect(site.calls()).toBe(1)
    now = 61_000
    await (await site.get(IMAGE)).arrayBuffer()
    expect(site.calls()).toBe(2)
  })

  it('stays within its byte limit, least recently used out first', async () => {
    const cache = createImageCache({ maxBytes: 8_000 })
    const site = await serve(cache, imageAnswer(1000))
    for (const width of [1, 2, 3, 4, 5, 6, 7, 8]) await (await site.get(`${IMAGE}&x=${width}`)).arrayBuffer()
    expect(cache.bytes).toBe(8_000)
    await (await site.get(`${IMAGE}&x=1`)).arrayBuffer() // now the most recently used
    await (await site.get(`${IMAGE}&x=9`)).arrayBuffer() // evicts x=2
    expect(cache.bytes).toBeLessThanOrEqual(8_000)
    const callsBefore = site.calls()
    await (await site.get(`${IMAGE}&x=1`)).arrayBuffer()
    expect(site.calls()).toBe(callsBefore)
    await (await site.get(`${IMAGE}&x=2`)).arrayBuffer()
    expect(site.calls()).toBe(callsBefore + 1)
  })
})
