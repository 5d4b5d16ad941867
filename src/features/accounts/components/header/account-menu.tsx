'use client'

/**
 * The header's signed-in state on wide screens, a client island (the page around it is static
 * and cached): "Sign In" for visitors, for members the menu of ./member-menu.tsx (their first
 * name, or "Account", opening Account, Profile, Orders and Sign Out), whose code only members
 * load (ADR 0030). No cn, so tailwind-merge stays out of every page (ADR 0012).
 */
import { lazy, Suspense, useEffect, useRef } from 'react'

import { IntentLink } from '@/components/site/intent-link'
import type { HeaderTone } from '@/components/layout/header/header-variants'
import { navLinkVariants } from '@/components/layout/header/nav-link-variants'

import { SESSION_HINT_COOKIE } from '../../paths'
import { hasCookie } from '../session/timing'
import { useSession } from '../session/store'
import { SIGN_IN_LABEL } from './account-links'
import { useAuthHref } from './use-auth-href'

// The member's menu is code only members need: it loads when there is a session (at once when
// the session cookie's hint is there, while the page hydrates), not with every visitor's page.
const loadMemberMenu = () => import('./member-menu')
const MemberMenu = lazy(() => loadMemberMenu().then((module) => ({ default: module.MemberMenu })))
if (typeof document !== 'undefined' && hasCookie(document.cookie, SESSION_HINT_COOKIE)) {
  void loadMemberMenu().catch(() => undefined)
}

export function AccountMenu({ tone }: { tone: HeaderTone }) {
  const session = useSession()
  const authHref = useAuthHref()
  const signInRef = useRef<HTMLAnchorElement>(null)
  const focusSignIn = useRef(false)

  const member = session.status === 'signed-in' || (session.status === 'loading' && session.hinted)

  useEffect(() => {
    if (member || !focusSignIn.current) return
    focusSignIn.current = false
    signInRef.current?.focus()
  }, [member])

  const signIn = (
    <IntentLink ref={signInRef} href={authHref} className={navLinkVariants({ tone })}>
      {SIGN_IN_LABEL}
    </IntentLink>
  )
  if (!member) return signIn
  const label = (session.status === 'signed-in' && session.member.firstName) || 'Account'
  // Until its code is there, the header keeps what the server rendered (Sign In).
  return (
    <Suspense fallback={signIn}>
      <MemberMenu tone={tone} label={label} onSignedOut={() => (focusSignIn.current = true)} />
    </Suspense>
  )
}
