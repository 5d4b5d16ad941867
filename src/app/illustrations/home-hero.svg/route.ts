import { homeHeroSvg } from '@/lib/illustrations/hero'

/** Built once: the picture is deterministic. */
export const dynamic = 'force-static'

/** The home page hero's picture (src/lib/illustrations/hero.ts): an SVG that carries no script. */
export function GET(): Response {
  return new Response(homeHeroSvg(), {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  })
}
