'use client'

/**
 * The signed-in state inside the mobile menu: "Sign In" for visitors, the account entries
 * (Account, Profile, Orders, Sign Out) for members. Choosing one closes the menu.
 */
import { clsx } from 'clsx'

import { IntentLink } from '@/components/site/intent-link'
import type { HeaderTone } from '@/components/layout/header/header-variants'
import { mobileMenuItemClass, useCloseMobileMenu } from '@/components/layout/header/mobile-menu'

import { useSession } from '../session/store'
import { ACCOUNT_LINKS, SIGN_IN_LABEL, SIGN_OUT_LABEL, signOutOnUse } from './account-links'
import { useAuthHref } from './use-auth-href'

export function MobileAccountLinks({ tone }: { tone: HeaderTone }) {
  const session = useSession()
  const authHref = useAuthHref()
  const closeMenu = useCloseMobileMenu()
  const member = session.status === 'signed-in' || (session.status === 'loading' && session.hinted)
  const itemClass = mobileMenuItemClass(tone)

  return (
    <nav
      aria-label="Account"
      className={clsx('mx-4 border-t py-3', tone === 'dark' ? 'border-white/10' : 'border-border')}
    >
      <ul className="flex flex-col gap-1">
        {member ? (
          <>
            {ACCOUNT_LINKS.map((link) => (
              <li key={link.href}>
                <IntentLink href={link.href} onClick={closeMenu} className={itemClass}>
                  {link.label}
                </IntentLink>
              </li>
            ))}
            <li>
              <button
                type="button"
                className={itemClass}
                onClick={async () => {
                  if (await signOutOnUse()) closeMenu()
                }}
              >
                {SIGN_OUT_LABEL}
              </button>
            </li>
          </>
        ) : (
          <li>
            <IntentLink href={authHref} onClick={closeMenu} className={itemClass}>
              {SIGN_IN_LABEL}
            </IntentLink>
          </li>
        )}
      </ul>
    </nav>
  )
}
