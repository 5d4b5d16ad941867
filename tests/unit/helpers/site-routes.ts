/** The page routes of the public site, read from src/app/(site) (each page.tsx, route groups left out). */
import { readdirSync } from 'node:fs'
import path from 'node:path'

const SITE = path.resolve(__dirname, '../../../src/app/(site)')

/** Every page route, e.g. "/stories/page/[page]" ("/" for the home page). */
export function sitePageRoutes(): string[] {
  const routes: string[] = []
  for (const entry of readdirSync(SITE, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'page.tsx') continue
    const segments = path
      .relative(SITE, entry.parentPath)
      .split(path.sep)
      .filter((segment) => segment && !/^\(.*\)$/.test(segment))
    routes.push(`/${segments.join('/')}`)
  }
  return routes
}

/**
 * The route that serves `pathname` by its own segments: literal segments first, then a dynamic
 * one ([slug]); catch-alls ([...rest]) never count, they are the 404. Null when none does.
 */
export function routeServing(pathname: string, routes: readonly string[]): string | null {
  const wanted = pathname.split('/').filter(Boolean)
  const candidates = routes
    .map((route) => ({ route, segments: route.split('/').filter(Boolean) }))
    .filter(({ segments }) => segments.length === wanted.length && !segments.some((s) => s.startsWith('[...')))
    .filter(({ segments }) => segments.every((segment, i) => segment === wanted[i] || /^\[\w+\]$/.test(segment)))
    .sort((a, b) => dynamicCount(a.segments) - dynamicCount(b.segments))
  return candidates[0]?.route ?? null
}

const dynamicCount = (segments: string[]) => segments.filter((segment) => segment.startsWith('[')).length
