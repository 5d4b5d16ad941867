/**
 * The nginx part of npm run bench: deploy/nginx.conf (scripts/lib/nginx.ts) in front of a running
 * app, the public pages loaded through it with `Accept-Encoding: gzip` (so every answer is a cache
 * HIT, kept gzipped in nginx's cache), and, in the same run, nginx serving a static file with the
 * home page's bytes and a gzipped copy next to it (gzip_static: the same bytes on the wire, no
 * compression per request) as the baseline: how close the cached pages come to the least work
 * nginx can do for a page on this machine.
 */
import { type LoadOptions, type LoadResult, measureLoad } from './load'
import { CACHED_PAGES } from './memory-load'
import { findNginx, type LocalNginx, startLocalNginx } from './nginx'

/** The cached public pages of the demo content (npm start seeds it), as the app alone is loaded. */
export const NGINX_BENCH_PATHS = CACHED_PAGES

const GZIP = { 'accept-encoding': 'gzip' }
const STATIC_LABEL = 'static file'

export type NginxBench = {
  version: string
  port: number
  configFile: string
  headers: Record<string, string>
  results: LoadResult[]
  staticBaseline: LoadResult
  homeBytes: number
  /** req/s of / through nginx ÷ req/s of the static file of the same size (target at least 0.5). */
  homeToStaticRatio: number | null
}

let running: LocalNginx | undefined

/** Stops the nginx this module started, if any (for the bench's signal handlers). */
export function stopNginxBench(): Promise<void> {
  return running?.stop() ?? Promise.resolve()
}

/** Null when nginx is installed, else why the nginx part is skipped. */
export function nginxBenchSkipReason(): string | null {
  if (findNginx()) return null
  return process.env.NGINX_BIN !== undefined
    ? `NGINX_BIN=${process.env.NGINX_BIN} is not an executable`
    : 'nginx is not installed (Debian: apt-get install nginx)'
}

type Probe = { status: number; cache: string; encoding: string; body: Uint8Array }

async function probe(url: string, headers: Record<string, string>): Promise<Probe> {
  const response = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(30_000) })
  // fetch decompresses the body; the headers still tell how it was sent.
  const body = new Uint8Array(await response.arrayBuffer())
  return {
    status: response.status,
    cache: response.headers.get('x-cache-status') ?? '-',
    encoding: response.headers.get('content-encoding') ?? 'identity',
    body,
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/**
 * Starts nginx on `listenPort` in front of the app on `upstreamPort`, loads `paths` and the static
 * baseline with `load`, stops nginx (always) and returns the measurements.
 */
export async function benchThroughNginx(options: {
  upstreamPort: number
  listenPort: number
  load: LoadOptions
  paths?: readonly string[]
  log?: (message: string) => void
}): Promise<NginxBench> {
  const log = options.log ?? (() => undefined)
  const paths = options.paths ?? NGINX_BENCH_PATHS
  const load: LoadOptions = { ...options.load, headers: { ...GZIP, ...options.load.headers } }
  const nginx = await startLocalNginx({ listenPort: options.listenPort, upstreamPort: options.upstreamPort })
  running = nginx
  try {
    log(`${nginx.version} on ${nginx.origin} in front of 127.0.0.1:${options.upstreamPort} (${nginx.configPath})`)
    const results: LoadResult[] = []
    for (const pathname of paths) {
      const url = `${nginx.origin}${pathname}`
      // First request fills the cache (MISS), the second must be a HIT: else the load measures the app.
      await probe(url, load.headers ?? {})
      const before = await probe(url, load.headers ?? {})
      if (before.status !== 200) throw new Error(`${pathname} through nginx answered ${before.status}`)
      log(`load through nginx on ${pathname} (${before.cache}, ${before.encoding})`)
      const result = await measureLoad(url, pathname, load)
      const after = await probe(url, load.headers ?? {})
      results.push({ ...result, note: `${after.cache} ${after.encoding} ${kb(result.bytesPerResponse)}` })
    }

    // The baseline: the home page's bytes as a file nginx serves itself, with the same gzip.
    const home = await probe(`${nginx.origin}/`, {})
    const staticUrl = nginx.writeStaticFile('home.html', home.body)
    const check = await probe(staticUrl, load.headers ?? {})
    if (check.status !== 200) throw new Error(`the static file answered ${check.status}`)
    log(`load on nginx's static file of ${kb(home.body.byteLength)} (${check.encoding})`)
    const baseline = await measureLoad(staticUrl, STATIC_LABEL, load)
    const staticBaseline = {
      ...baseline,
      note: `file ${check.encoding} ${kb(baseline.bytesPerResponse)} (${kb(home.body.byteLength)} like /)`,
    }

    const root = results.find((r) => r.path === '/')
    const homeToStaticRatio =
      root && staticBaseline.requestsPerSecond
        ? Math.round((root.requestsPerSecond / staticBaseline.requestsPerSecond) * 100) / 100
        : null
    for (const result of results)
      result.note += ` ×${(result.requestsPerSecond / (staticBaseline.requestsPerSecond || 1)).toFixed(2)} of static`
    return {
      version: nginx.version,
      port: options.listenPort,
      configFile: 'deploy/nginx.conf',
      headers: load.headers ?? {},
      results,
      staticBaseline,
      homeBytes: home.body.byteLength,
      homeToStaticRatio,
    }
  } finally {
    await nginx.stop()
    running = undefined
  }
}
