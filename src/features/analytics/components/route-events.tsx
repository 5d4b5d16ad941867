'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

/**
 * On every route change: scroll to the top (unless the URL targets an anchor) and record a
 * cookie-less page view (SPEC §2: "Each route change sends a page-view event").
 */
export function RouteEvents() {
  const pathname = usePathname()
  const lastSent = useRef<string | null>(null)

  useEffect(() => {
    if (!pathname || lastSent.current === pathname) return
    // Only the first view of a visit came from another site; later ones are in-site navigation.
    const referrer = lastSent.current === null ? document.referrer : ''
    lastSent.current = pathname

    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' })

    const body = JSON.stringify({ path: pathname, referrer })
    try {
      if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon('/api/pageview', body)) return
      void fetch('/api/pageview', { method: 'POST', body, keepalive: true }).catch(() => undefined)
    } catch {
      // Analytics must never break the page.
    }
  }, [pathname])

  return null
}
