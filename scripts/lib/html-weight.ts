/**
 * Page weight of cached public pages (issue 23, point 2: no page over 100,000 bytes of HTML before
 * compression). For each path, GETs the page from a running production server without
 * compression and counts
 *   - bytes: the whole HTML body, decoded (what a visitor's browser parses);
 *   - rscBytes: the part of it that is the inline RSC payload, i.e. the `self.__next_f.push(…)`
 *     inline scripts (the navigation payload Next repeats for hydration);
 *   - status: the HTTP status (a 404 page is measured as it is served).
 *
 * Usage from a script (no side effects at import):
 *   const rows = await measureHtmlWeight('http://localhost:3410', ['/', '/stories', '/about'])
 *   // → [{ path: '/', status: 200, bytes: 81234, rscBytes: 30123 }, …]
 *
 * Needs `npm run build && npm start`. Each path is requested twice and the second answer is
 * measured, so a page rendered on its first request is measured from the cache.
 */

export type HtmlWeight = {
  path: string
  status: number
  /** Bytes of the HTML body as served, uncompressed. */
  bytes: number
  /** Bytes of the inline `self.__next_f.push(…)` scripts (the RSC payload) within it. */
  rscBytes: number
}

/** Inline scripts that feed the RSC payload to the client router. */
const RSC_SCRIPT = /<script>self\.__next_f\.push\([\s\S]*?<\/script>/g

/** Bytes of the inline RSC payload scripts in `html` (UTF-8, tags included). */
export function inlineRscBytes(html: string): number {
  let total = 0
  for (const match of html.matchAll(RSC_SCRIPT)) total += Buffer.byteLength(match[0])
  return total
}

async function fetchHtml(url: string): Promise<{ status: number; body: string }> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' }, redirect: 'manual' })
  return { status: response.status, body: await response.text() }
}

/** Measures each of `paths` on `origin` (e.g. http://localhost:3410); see the file comment. */
export async function measureHtmlWeight(origin: string, paths: readonly string[]): Promise<HtmlWeight[]> {
  const rows: HtmlWeight[] = []
  for (const path of paths) {
    const url = new URL(path, origin).href
    await fetchHtml(url)
    const { status, body } = await fetchHtml(url)
    rows.push({ path, status, bytes: Buffer.byteLength(body), rscBytes: inlineRscBytes(body) })
  }
  return rows
}
