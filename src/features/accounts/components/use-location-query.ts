'use client'

import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => undefined

/**
 * A query parameter of the page's URL, read in the browser: the account pages are static (the
 * same HTML for everyone, no searchParams on the server). `undefined` while unknown (on the
 * server and while hydrating), then the value or null when the URL has none.
 */
export function useLocationQuery(name: string): string | null | undefined {
  const search = useSyncExternalStore<string | null>(
    subscribeToNothing,
    () => window.location.search,
    () => null,
  )
  return search === null ? undefined : new URLSearchParams(search).get(name)
}
