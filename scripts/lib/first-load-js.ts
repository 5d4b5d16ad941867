/**
 * First-load JavaScript of one page: loads `url` in headless Chromium (Debian's /usr/bin/chromium,
 * as the e2e tests do), waits until the network is idle, and sums the gzipped sizes of every
 * JavaScript response the page fetched on its own: no hover, focus or click, so whatever loads
 * on first use is left out, and no link prefetches (other routes' code, fetched at idle time)
 * unless `withLinkPrefetches`. Each body is gzipped here (level 9, like a typical nginx or CDN in
 * front), whatever encoding the server used, so the number does not depend on the server's
 * compression.
 *
 * Usage from a script (no side effects at import):
 *   const { files, gzipBytes } = await measureFirstLoadJs('http://localhost:3400/some-story')
 *   // Both figures of issue 23 at once (two page loads in one Chromium):
 *   const { interactive, withPrefetches } = await measureFirstVisitJs('http://localhost:3400/some-story')
 *   // interactive.gzipBytes: the scripts the document loads itself (no link prefetches);
 *   // withPrefetches.gzipBytes: everything until the network is idle, link prefetches included.
 *
 * A running production server is needed (`npm run build && npm start`). Pass `browser` to reuse
 * one Chromium for several pages.
 */
import { gzipSync } from 'node:zlib'

import type { Browser } from '@playwright/test'

export type FirstLoadJsFile = {
  /** Path (and query) of the script on its origin, e.g. /_next/static/chunks/abc.js. */
  path: string
  /** Size of the body as served, decoded (not compressed). */
  rawBytes: number
  /** Size of that body gzipped (level 9). */
  gzipBytes: number
}

export type FirstLoadJs = {
  url: string
  /** Every JavaScript response of the page, largest first. */
  files: FirstLoadJsFile[]
  /** Sum of the files' gzipped sizes. */
  gzipBytes: number
  /** Sum of the files' decoded sizes. */
  rawBytes: number
}

export type FirstLoadJsOptions = {
  /** A Chromium to reuse; otherwise one is launched and closed again. */
  browser?: Browser
  /** Defaults to CHROMIUM_PATH or /usr/bin/chromium. */
  executablePath?: string
  /** Viewport of the page (desktop 1280×800 by default). */
  viewport?: { width: number; height: number }
  /** Navigation timeout in ms (default 60 s). */
  timeoutMs?: number
  /**
   * Let the router prefetch the routes linked from the page (their RSC payloads and the chunks
   * those routes need) and count those chunks too. Off by default: they are other pages' code,
   * fetched at idle time, not what this page needs to show and hydrate (Next's "First Load JS").
   */
  withLinkPrefetches?: boolean
}

function isJavaScript(contentType: string | undefined, pathname: string): boolean {
  if (contentType && /javascript|ecmascript/i.test(contentType)) return true
  return pathname.endsWith('.js') || pathname.endsWith('.mjs')
}

/** Debian's Chromium (or `executablePath`, or CHROMIUM_PATH), headless, as the e2e tests run it. */
async function launchChromium(executablePath: string | undefined): Promise<Browser> {
  const { chromium } = await import('@playwright/test')
  return chromium.launch({
    executablePath: executablePath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  })
}

/** Measures the first-load JavaScript of `url`; see the file comment. */
export async function measureFirstLoadJs(url: string, options: FirstLoadJsOptions = {}): Promise<FirstLoadJs> {
  const ownBrowser = options.browser ? null : await launchChromium(options.executablePath)
  const browser = options.browser ?? ownBrowser!
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    // Link prefetches are RSC requests (?_rsc=…) for other routes: refused, so their chunks never load.
    if (!options.withLinkPrefetches) await page.route(/[?&]_rsc=/, (route) => route.abort())
    const pending: Promise<FirstLoadJsFile | null>[] = []
    page.on('response', (response) => {
      const responseUrl = new URL(response.url())
      if (responseUrl.protocol !== 'http:' && responseUrl.protocol !== 'https:') return
      if (!isJavaScript(response.headers()['content-type'], responseUrl.pathname)) return
      pending.push(
        response.body().then(
          (body) => ({
            path:
              responseUrl.origin === new URL(url).origin ? responseUrl.pathname + responseUrl.search : responseUrl.href,
            rawBytes: body.byteLength,
            gzipBytes: gzipSync(body, { level: 9 }).byteLength,
          }),
          () => null,
        ),
      )
    })
    await page.goto(url, { waitUntil: 'networkidle', timeout: options.timeoutMs ?? 60_000 })
    const seen = new Set<string>()
    const files = (await Promise.all(pending))
      .filter((file): file is FirstLoadJsFile => file !== null)
      .filter((file) => (seen.has(file.path) ? false : (seen.add(file.path), true)))
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
    return {
      url,
      files,
      gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
      rawBytes: files.reduce((sum, file) => sum + file.rawBytes, 0),
    }
  } finally {
    await context.close()
    await ownBrowser?.close()
  }
}

export type FirstVisitJs = {
  /** What the page needs to become interactive: its own scripts, link prefetches refused. */
  interactive: FirstLoadJs
  /** Everything downloaded until the network is idle, link prefetches (other routes' chunks) included. */
  withPrefetches: FirstLoadJs
}

/**
 * Both figures of a first visit of `url` (issue 23, point 4), each from a fresh browser context
 * (empty cache) in one Chromium: see measureFirstLoadJs for what is counted.
 */
export async function measureFirstVisitJs(
  url: string,
  options: Omit<FirstLoadJsOptions, 'withLinkPrefetches'> = {},
): Promise<FirstVisitJs> {
  const ownBrowser = options.browser ? null : await launchChromium(options.executablePath)
  const browser = options.browser ?? ownBrowser!
  try {
    const interactive = await measureFirstLoadJs(url, { ...options, browser, withLinkPrefetches: false })
    const withPrefetches = await measureFirstLoadJs(url, { ...options, browser, withLinkPrefetches: true })
    return { interactive, withPrefetches }
  } finally {
    await ownBrowser?.close()
  }
}
