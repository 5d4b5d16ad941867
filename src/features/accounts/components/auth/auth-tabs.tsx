'use client'

/**
 * /auth (SPEC §2, §4): a spinner while the session loads; a signed-in visitor goes to /; anyone
 * else gets the tabs Sign In and Sign Up (WAI-ARIA tabs: arrows, Home and End move between them
 * and select). ?tab=signup opens Sign Up; ?next= names where to return after signing in. Both are
 * read in the browser: the page is static.
 */
import { clsx } from 'clsx'
import { useRouter } from 'next/navigation'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'

import { useToaster } from '@/components/ui/toaster-slot'

import type { SignedIn } from '../../api'
import { NEXT_PARAM } from '../../paths'
import { DEFAULT_RETURN, safeReturnPath } from '../../redirect'
import { LoadingStatus } from '../loading-status'
import { sessionStarted, useSession } from '../session/store'
import { SignInForm } from './sign-in-form'
import { SignUpForm } from './sign-up-form'

const TABS = [
  { key: 'signin', label: 'Sign In' },
  { key: 'signup', label: 'Sign Up' },
] as const

type TabKey = (typeof TABS)[number]['key']

export const AUTH_TAB_PARAM = 'tab'

export function AuthTabs() {
  const session = useSession()
  const router = useRouter()
  const leaving = useRef(false)
  useToaster()

  useEffect(() => {
    if (session.status === 'signed-in' && !leaving.current) router.replace(DEFAULT_RETURN)
  }, [session.status, router])

  // The spinner keeps the signed-out forms' height (tabs and Sign In: 300 px at every width), so the
  // page below does not move when they replace it (Lighthouse CLS 0.08 before).
  if (session.status !== 'signed-out')
    return (
      <div className="min-h-75">
        <LoadingStatus />
      </div>
    )

  return (
    <AuthForms
      onSignedIn={(answer) => {
        leaving.current = true
        sessionStarted(answer)
        router.replace(safeReturnPath(new URLSearchParams(window.location.search).get(NEXT_PARAM)))
      }}
    />
  )
}

/** Mounted in the browser only (after the session answered), so it may read the URL at once. */
function AuthForms({ onSignedIn }: { onSignedIn: (answer: SignedIn) => void }) {
  const id = useId()
  const [tab, setTab] = useState<TabKey>(() =>
    new URLSearchParams(window.location.search).get(AUTH_TAB_PARAM) === 'signup' ? 'signup' : 'signin',
  )
  const [prefill, setPrefill] = useState<{ email: string; at: number } | null>(null)
  const tabRefs = useRef<Partial<Record<TabKey, HTMLButtonElement | null>>>({})

  const select = (key: TabKey, focus: boolean) => {
    setTab(key)
    if (focus) tabRefs.current[key]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = TABS.findIndex((each) => each.key === tab)
    const to =
      event.key === 'ArrowRight'
        ? (at + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + TABS.length) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? TABS.length - 1
              : null
    if (to === null) return
    event.preventDefault()
    select(TABS[to].key, true)
  }

  return (
    <div className="flex flex-col gap-6">
      <div
        role="tablist"
        aria-label="Sign in or sign up"
        onKeyDown={onKeyDown}
        className="grid grid-cols-2 gap-1 rounded-full bg-sand p-1"
      >
        {TABS.map((each) => {
          const selected = each.key === tab
          return (
            <button
              key={each.key}
              ref={(element) => {
                tabRefs.current[each.key] = element
              }}
              type="button"
              role="tab"
              id={`${id}-${each.key}-tab`}
              aria-selected={selected}
              aria-controls={`${id}-${each.key}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(each.key, false)}
              className={clsx(
                'h-10 rounded-full text-sm font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-sand focus-visible:outline-none',
                selected ? 'bg-card text-mocha shadow-sm' : 'text-mocha-light hover:text-mocha',
              )}
            >
              {each.label}
            </button>
          )
        })}
      </div>
      {TABS.map((each) => (
        <div
          key={each.key}
          role="tabpanel"
          id={`${id}-${each.key}-panel`}
          aria-labelledby={`${id}-${each.key}-tab`}
          hidden={each.key !== tab}
        >
          {each.key === 'signin' ? (
            <SignInForm prefill={prefill} onSignedIn={onSignedIn} />
          ) : (
            <SignUpForm
              onSignedUp={(email) => {
                setPrefill({ email, at: Date.now() })
                setTab('signin')
              }}
            />
          )}
        </div>
      ))}
    </div>
  )
}
