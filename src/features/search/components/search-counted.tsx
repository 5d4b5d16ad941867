'use client'

/**
 * Counts the search of a /search results page (page 1, once per load) for the staff's report
 * (../log): the page itself comes from the route cache, so the browser tells the endpoint. No
 * visitor data is sent or kept.
 */
import { useEffect } from 'react'

import { SEARCH_API_PATH } from '../paths'
import { markCounted } from './counted'

export function SearchCounted({ query, q }: { query: string; q: string }) {
  useEffect(() => {
    if (!markCounted(q)) return
    // Not keepalive: the page stays, and a keepalive request never ends for tools that wait for
    // the network to go idle (the bench's first-load measure, Playwright's networkidle).
    fetch(`${SEARCH_API_PATH}?${query}&log=1`).catch(() => undefined)
  }, [query, q])
  return null
}
