'use client'

import { usePathname } from 'next/navigation'
import { useSyncExternalStore } from 'react'

import { authPathFor } from '../../redirect'

const subscribeToHistory = (onChange: () => void) => {
  window.addEventListener('popstate', onChange)
  return () => window.removeEventListener('popstate', onChange)
}

/**
 * /auth?next=<this page> for the Sign In links. The query is read in the browser (the page stays
 * static: no searchParams on the server), so the server's HTML names the path alone.
 */
export function useAuthHref(): string {
  const pathname = usePathname()
  const search = useSyncExternalStore(
    subscribeToHistory,
    () => window.location.search,
    () => '',
  )
  return authPathFor(`${pathname}${search}`)
}
