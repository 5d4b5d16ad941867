/**
 * `next build` runs without a database (readers return their fallbacks while it prerenders), and
 * a previous `next start` may have cached pages rendered from another database or before changes
 * made outside the server (seed, import). Before `next start` serves, this removes every cached
 * page under .next/server/app (the HTML, RSC payloads and metadata of each route with a
 * revalidate time, prerendered or rendered on demand), any pages a server wrote to disk
 * (.next/server/route-cache) and the data cache (.next/cache/fetch-cache).
 * Fully static routes stay. The first request then renders from the database (ADR 0011).
 *
 * With REDIS_URL the pages live in Redis under the build's id and these files are never read (no
 * initial cache is registered, ADR 0013): removing them changes nothing. Safe when a second
 * instance starts beside a running one on the same .next: none of them reads the removed files.
 */
import fs from 'node:fs'
import path from 'node:path'

type PrerenderManifest = { routes: Record<string, { initialRevalidateSeconds: number | false }> }

const CACHED_OUTPUT = /\.(html|rsc|meta|body|segments)$/

function isStaticRoute(manifest: PrerenderManifest, relative: string): boolean {
  const name = relative.replace(CACHED_OUTPUT, '').split(path.sep).join('/')
  const route = name === 'index' ? '/' : `/${name}`
  return manifest.routes[route]?.initialRevalidateSeconds === false
}

/** Removes the cached pages and data under `distDir`; returns how many entries it removed. */
export function discardBuildCache(distDir = '.next'): number {
  const manifestFile = path.join(distDir, 'prerender-manifest.json')
  if (!fs.existsSync(manifestFile)) return 0
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as PrerenderManifest
  const appDir = path.join(distDir, 'server', 'app')
  let removed = 0
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (CACHED_OUTPUT.test(entry.name)) {
        if (isStaticRoute(manifest, path.relative(appDir, full))) continue
        fs.rmSync(full, { recursive: true, force: true })
        removed += 1
      } else if (entry.isDirectory()) {
        walk(full)
      }
    }
  }
  if (fs.existsSync(appDir)) walk(appDir)
  // Pages a server rendered and wrote to disk itself (Next 16.4 keeps them under server/route-cache
  // when isrFlushToDisk is on; ours is off, but a run with another config may have left some).
  const routeCache = path.join(distDir, 'server', 'route-cache')
  if (fs.existsSync(routeCache)) {
    fs.rmSync(routeCache, { recursive: true, force: true })
    removed += 1
  }
  fs.rmSync(path.join(distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })
  return removed
}
