import { mkdtemp, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { fetchImage, imageMeta, readImageFile, resolveImageSource, uploadName } from './images'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

describe('resolveImageSource', () => {
  const dir = '/exports/2024'

  it('reads URLs from strings, assets and objects', () => {
    expect(resolveImageSource('https://cdn.example.com/a.jpg', dir)).toEqual({
      ok: true,
      value: { kind: 'url', url: 'https://cdn.example.com/a.jpg', key: 'https://cdn.example.com/a.jpg' },
    })
    const ref = { asset: { _ref: 'image-abc-800x600-jpg', url: 'https://cdn.example.com/abc.jpg' } }
    expect(resolveImageSource(ref, dir)).toMatchObject({ ok: true, value: { kind: 'url' } })
    expect(resolveImageSource({ url: 'http://cdn.example.com/b.png' }, dir)).toMatchObject({ ok: true })
  })

  it('resolves relative paths inside the export folder, keyed by the relative path', () => {
    expect(resolveImageSource({ asset: { url: 'images/a.jpg' } }, dir)).toEqual({
      ok: true,
      value: { kind: 'file', path: '/exports/2024/images/a.jpg', key: 'file:images/a.jpg' },
    })
  })

  it('refuses paths outside the folder, other schemes and references without a URL', () => {
    expect(resolveImageSource('../secrets.png', dir)).toMatchObject({ ok: false })
    expect(resolveImageSource('/etc/passwd', dir)).toMatchObject({ ok: false })
    expect(resolveImageSource('file:///etc/passwd', dir)).toMatchObject({ ok: false })
    expect(resolveImageSource('data:image/png;base64,AAAA', dir)).toMatchObject({ ok: false })
    expect(resolveImageSource({ asset: { _ref: 'image-abc' } }, dir)).toEqual({
      ok: false,
      message: 'image image-abc has no URL',
    })
  })
})

describe('imageMeta and uploadName', () => {
  it('takes alt, caption and credit from the reference, else the fallback alt', () => {
    expect(imageMeta({ alt: 'A van', caption: 'Dawn' }, 'Title')).toEqual({
      alt: 'A van',
      caption: 'Dawn',
      credit: null,
    })
    expect(imageMeta('images/a.jpg', 'Title')).toEqual({ alt: 'Title', caption: null, credit: null })
  })

  it('makes safe file names with the extension of the type', () => {
    expect(uploadName('/images/p/d/Van At Dawn-800x600.JPG', 'image/jpeg')).toBe('van-at-dawn-800x600.jpg')
    expect(uploadName('/', 'image/png')).toBe('image.png')
    expect(uploadName('/a.php', 'image/webp')).toBe('a.webp')
  })
})

describe('fetchImage', () => {
  let server: Server
  let origin: string

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/van.png') res.writeHead(200, { 'content-type': 'image/png' }).end(PNG)
      else if (req.url === '/page.html') res.writeHead(200, { 'content-type': 'text/html' }).end('<p>no</p>')
      else if (req.url === '/logo.svg') res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg/>')
      else if (req.url === '/big.png') res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(5000))
      else if (req.url === '/slow.png') setTimeout(() => res.writeHead(200).end(), 2000)
      else res.writeHead(404).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })

  it('downloads an image', async () => {
    const result = await fetchImage(`${origin}/van.png`)
    expect(result).toMatchObject({ ok: true, value: { mimetype: 'image/png', name: 'van.png' } })
    if (result.ok) expect(result.value.data.equals(PNG)).toBe(true)
  })

  it('refuses errors, non-images, SVG, oversized and slow answers', async () => {
    expect(await fetchImage(`${origin}/missing.png`)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/404/),
    })
    expect(await fetchImage(`${origin}/page.html`)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/text\/html/),
    })
    expect(await fetchImage(`${origin}/logo.svg`)).toMatchObject({ ok: false })
    expect(await fetchImage(`${origin}/big.png`, { maxBytes: 1000 })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/larger/),
    })
    expect(await fetchImage(`${origin}/slow.png`, { timeoutMs: 200 })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/timed out/),
    })
  })
})

describe('readImageFile', () => {
  it('reads accepted image files and refuses the rest', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'import-images-'))
    await writeFile(path.join(dir, 'van.png'), PNG)
    await writeFile(path.join(dir, 'notes.txt'), 'hello')
    expect(await readImageFile(path.join(dir, 'van.png'))).toMatchObject({ ok: true, value: { mimetype: 'image/png' } })
    expect(await readImageFile(path.join(dir, 'notes.txt'))).toMatchObject({ ok: false })
    expect(await readImageFile(path.join(dir, 'gone.png'))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/not found/),
    })
    expect(await readImageFile(path.join(dir, 'van.png'), 10)).toMatchObject({ ok: false })
  })
})
