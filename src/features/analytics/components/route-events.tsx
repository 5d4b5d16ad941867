'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { focusPageStart } from '@/components/site/focus-page-start'

/**
 * On every route change: scroll to the top (unless the URL targets an anchor), move focus to the
 * new page's main heading after a client-side navigation (never on the first load: nothing steals
 * focus then), and record a cookie-less page view (SPEC §2: "Each route change sends a
 * page-view event"; "Every page scrolls to the top on load"). The path is sent without its query,
 * except `type`, which makes a page of its own (/stories?type=solo, the stories of one kind; the
 * server keeps it only there). Reading the query makes this component render in the browser only:
 * the layout wraps it in <Suspense>, so the cached pages stay static.
 */
export function RouteEvents() {
  const pathname = usePathname()
  const type = useSearchParams().get('type')
  const lastSent = useRef<string | null>(null)

  useEffect(() => {
    if (!pathname) return
    const path = type === null ? pathname : `${pathname}?type=${encodeURIComponent(type)}`
    if (lastSent.current === path) return
    // Only the first view of a visit came from another site; later ones are in-site navigation.
    const firstView = lastSent.current === null
    const referrer = firstView ? document.referrer : ''
    lastSent.current = path

    if (!window.location.hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
      // The link that was followed is gone with the old page: without this, focus falls to the
      // body and the next Tab starts from where that link was.
      if (!firstView) focusPageStart(document)
    }

    const body = JSON.stringify({ path, referrer })
    try {
      if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon('/api/pageview', body)) return
      void fetch('/api/pageview', { method: 'POST', body, keepalive: true }).catch(() => undefined)
    } catch {
      // Analytics must never break the page.
    }
  }, [pathname, type])

  return null
}
