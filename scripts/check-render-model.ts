/**
 * npm test, after the production build: every public reading route must still be served from the
 * route cache (ADR 0011). Fails, naming the route, when one became dynamic (a `cookies()`,
 * `headers()`, `connection()` or `searchParams` in its render path) or lost its revalidate time.
 */
import fs from 'node:fs'

type Manifest = {
  routes: Record<string, { initialRevalidateSeconds: number | false }>
  dynamicRoutes: Record<string, { fallback: string | false | null }>
}

/** Prerendered at build (then re-rendered from the database on first request after start). */
const CACHED_ROUTES = [
  '/',
  '/stories',
  // The stories of each kind (/stories?type=…, rewritten by src/proxy.ts), one cached page per kind.
  '/stories/type/solo',
  '/stories/type/couple',
  '/stories/type/family',
  '/stories/type/skoolie',
  '/stories/type/org',
  '/articles',
  '/vanlife',
  '/about',
  '/terms',
  '/privacy-policy',
  '/accessibility',
  // The footer's Privacy Policy dialog reads its text from here when opened (ADR 0030).
  '/privacy-policy.json',
  '/link',
  '/share-your-story',
  '/contact',
  '/vanlife-cost-calculator',
  '/shop',
  '/about-vunked',
  '/about-trelino',
  '/feed.xml',
  '/sitemap.xml',
  '/robots.txt',
  // The newsletter's email links (they only ask; their button's POST acts) and the result pages.
  '/newsletter/confirm',
  '/newsletter/confirm/done',
  '/newsletter/confirm/already',
  '/newsletter/confirm/expired',
  '/newsletter/confirm/invalid',
  '/newsletter/confirm/error',
  '/newsletter/unsubscribe',
  '/newsletter/unsubscribe/done',
  '/newsletter/unsubscribe/already',
  '/newsletter/unsubscribe/invalid',
  '/newsletter/unsubscribe/error',
  // The sign-in page and the account emails' link pages: the session, ?next and the token are read in the browser.
  '/auth',
  '/auth/confirm',
  '/auth/forgot-password',
  '/auth/reset-password',
  // The checkout: the cart, the member and the stock are read in the browser (issue 23).
  '/checkout',
  // /search without words (issue 25); a search with words is the cached route /search/r/[...key].
  '/search',
  // Where unknown content redirects to: cached with a revalidate time, so npm start discards the
  // build's copy (rendered without a database) and it shows the running site's name (issue 21).
  '/not-found',
  // The styled 400 page scripts/serve.mjs serves for a page's bad percent-encoding (issue 26).
  '/bad-request',
]
/** Rendered on first request per path, then cached. */
const CACHED_DYNAMIC_ROUTES = [
  '/[slug]',
  // A product page (features/shop): built from the database on first request, then cached per slug.
  '/shop/[slug]',
  '/stories/page/[page]',
  '/stories/type/[type]/page/[page]',
  '/articles/page/[page]',
  // /search?q=… in normal form (src/proxy.ts rewrites it here; ADR 0042), one cached page per search.
  '/search/r/[...key]',
  // A video's WebVTT captions (ADR 0018).
  '/videos/[id]/captions.vtt',
]

const file = '.next/prerender-manifest.json'
if (!fs.existsSync(file)) {
  console.error(`${file} not found: run npm run build first`)
  process.exit(1)
}
const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest
const problems: string[] = []
for (const route of CACHED_ROUTES) {
  const entry = manifest.routes[route]
  if (!entry) problems.push(`${route} is rendered per request: it must be served from the route cache`)
  else if (entry.initialRevalidateSeconds === false) problems.push(`${route} has no revalidate time (SPEC §9 TTL)`)
}
for (const route of CACHED_DYNAMIC_ROUTES) {
  if (!manifest.dynamicRoutes[route]) problems.push(`${route} is rendered per request: it must be cached per path`)
}
if (problems.length > 0) {
  console.error(`Public pages that lost the route cache:\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
console.log(`✓ ${CACHED_ROUTES.length + CACHED_DYNAMIC_ROUTES.length} public routes are served from the route cache`)
