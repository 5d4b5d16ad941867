import type { ReactNode } from 'react'

import { PrivatePageWatch } from '@/features/accounts/components/private-page-watch'

/**
 * The member's private pages (/account, /profile, /orders…): each is guarded on the server
 * (requireMember) and rendered per request, never cached; in the browser, a session that ends
 * while one is open returns to /auth.
 */
export default function PrivateLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <PrivatePageWatch />
    </>
  )
}
