/**
 * Images made once (issue 24, point 2), measured on a running production server (npm run bench):
 * every image a page links (`<img src>`, `srcset` and `imagesrcset` candidates of the story page)
 * is requested and compared byte for byte with the file Payload wrote at upload (MEDIA_DIR), and
 * the serving process's CPU time is read from /proc around `rounds` more requests of each, so a
 * request that encoded an image (about 300 ms of CPU for a story hero before) would show. Next's
 * optimizer (/_next/image) must not answer at all.
 *
 * Usage from a script (no side effects at import):
 *   const images = await measureImages(origin, '/a-story', './data/bench/media', () => cpuMs(pid))
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export type ImageBench = {
  page: string
  /** Distinct image URLs the page links. */
  urls: number
  /** Of those, how many answered 200 with exactly the bytes of the file written at upload. */
  identicalToUpload: number
  /** URLs that did not (status, or "differs from <file>"). */
  mismatches: string[]
  /** Requests measured for CPU (urls × rounds) and the serving process's CPU per request, ms. */
  requests: number
  cpuMsPerRequest: number | null
  /** Status of a request to Next's image optimizer for the page's first image. */
  optimizerStatus: number | null
}

/** Image URLs (same origin, path and query) in an HTML page: src, srcset and imagesrcset. */
export function imageUrlsOf(html: string): string[] {
  const urls = new Set<string>()
  for (const match of html.matchAll(/<img\b[^>]*>|<link\b[^>]*rel="preload"[^>]*>/g)) {
    const tag = match[0]
    const src = /\ssrc="([^"]+)"/.exec(tag)?.[1]
    if (src) urls.add(src)
    for (const attribute of ['srcset', 'srcSet', 'imagesrcset', 'imageSrcSet']) {
      const set = new RegExp(`\\s${attribute}="([^"]+)"`).exec(tag)?.[1]
      for (const candidate of set?.split(',') ?? []) {
        const url = candidate.trim().split(/\s+/)[0]
        if (url) urls.add(url)
      }
    }
  }
  return [...urls]
    .map((url) => url.replaceAll('&amp;', '&'))
    .filter((url) => url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/_next/static/'))
}

/** The file on disk an upload URL names (/api/media/file/x → MEDIA_DIR/x, videos in videos/). */
function fileOf(url: string, mediaDir: string): string | null {
  const { pathname } = new URL(url, 'http://local')
  const media = /^\/api\/media\/file\/([^/]+)$/.exec(pathname)
  if (media?.[1]) return path.join(mediaDir, decodeURIComponent(media[1]))
  const video = /^\/api\/videos\/file\/([^/]+)$/.exec(pathname)
  if (video?.[1]) return path.join(mediaDir, 'videos', decodeURIComponent(video[1]))
  return null
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

async function bytesOf(url: string): Promise<{ status: number; bytes: Uint8Array }> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } })
  return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) }
}

export async function measureImages(
  origin: string,
  page: string,
  mediaDir: string,
  serverCpuMs: () => number | null,
  rounds = 20,
): Promise<ImageBench> {
  const html = await (await fetch(`${origin}${page}`)).text()
  const urls = imageUrlsOf(html)
  const mismatches: string[] = []
  for (const url of urls) {
    const { status, bytes } = await bytesOf(`${origin}${url}`)
    const file = fileOf(url, mediaDir)
    if (status !== 200) mismatches.push(`${url}: ${status}`)
    else if (!file || !fs.existsSync(file)) mismatches.push(`${url}: no file written at upload`)
    else if (sha256(bytes) !== sha256(fs.readFileSync(file))) mismatches.push(`${url}: differs from ${file}`)
  }
  const before = serverCpuMs()
  for (let round = 0; round < rounds; round++) {
    await Promise.all(urls.map((url) => bytesOf(`${origin}${url}`)))
  }
  const after = serverCpuMs()
  const requests = urls.length * rounds
  const first = urls[0]
  const optimizerStatus = first
    ? (await fetch(`${origin}/_next/image?url=${encodeURIComponent(first)}&w=640&q=75`)).status
    : null
  return {
    page,
    urls: urls.length,
    identicalToUpload: urls.length - mismatches.length,
    mismatches,
    requests,
    cpuMsPerRequest:
      before === null || after === null || requests === 0 ? null : Math.round(((after - before) / requests) * 10) / 10,
    optimizerStatus,
  }
}

export function imageLines(result: ImageBench | { error: string }, targetCpuMs: number): string[] {
  if ('error' in result) return [`Images: failed (${result.error})`, '']
  return [
    `Images made once (${result.page}: every image it links)`,
    `  image URLs on the page: ${result.urls}; answered with the bytes written at upload: ${result.identicalToUpload}`,
    ...result.mismatches.map((line) => `    ${line}`),
    `  server CPU per image request (${result.requests} requests): ${result.cpuMsPerRequest ?? 'n/a'} ms (target ≤ ${targetCpuMs} ms: no request encodes)`,
    `  Next's image optimizer (/_next/image): ${result.optimizerStatus ?? 'n/a'} (target 404: not served)`,
    '',
  ]
}
