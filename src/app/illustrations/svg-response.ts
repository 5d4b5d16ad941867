/**
 * An illustration drawn in code (src/lib/illustrations), answered as an SVG file: no script can
 * run in it (its own Content-Security-Policy), cached a day by browsers and shared caches.
 */
export function svgResponse(svg: string): Response {
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  })
}
