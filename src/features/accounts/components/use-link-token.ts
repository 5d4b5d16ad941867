'use client'

import { useEffect, useState } from 'react'

import { useLocationQuery } from './use-location-query'

/** The page's address without the query parameter `name` (path, the rest of the query, hash). */
export function addressWithout(href: string, name: string): string {
  const url = new URL(href)
  url.searchParams.delete(name)
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * The token of an email link's page (?token=…), read once in the browser and kept in state; then
 * taken out of the address bar (history.replaceState), so it stays out of the history, shared
 * screenshots and the Referer of anything the page loads. `undefined` while unknown (the server's
 * HTML, hydration), then the token or null when the link had none.
 */
export function useLinkToken(name = 'token'): string | null | undefined {
  const seen = useLocationQuery(name)
  const [kept, setKept] = useState<string | null | undefined>(seen)
  // The first value the browser reads is the one kept (the address loses it below).
  if (kept === undefined && seen !== undefined) setKept(seen)

  useEffect(() => {
    if (!kept || new URL(window.location.href).searchParams.get(name) === null) return
    window.history.replaceState(window.history.state, '', addressWithout(window.location.href, name))
  }, [kept, name])

  return kept
}
