'use client'

/**
 * On a private page (/account, /profile, /orders…): when the session ends while the page is open
 * (a refresh answered 401, a sign-out here or in another tab), the browser goes to /auth with this
 * page to come back to; a session that ended by itself says so (SPEC §2, §9).
 */
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { toast } from '@/components/ui/toast'

import { authPathFor } from '../redirect'
import { ACCOUNT_MESSAGES } from '../schemas'
import { useSession } from './session/store'

export function PrivatePageWatch() {
  const session = useSession()
  const router = useRouter()

  useEffect(() => {
    if (session.status !== 'signed-out') return
    if (session.reason === 'ended') toast.error(ACCOUNT_MESSAGES.sessionEnded)
    router.replace(authPathFor(`${window.location.pathname}${window.location.search}`))
  }, [session, router])

  return null
}
