import Link from 'next/link'
import type { ReactNode } from 'react'

import { Logo } from '@/components/brand/logo'
import { IntentLink } from '@/components/site/intent-link'
import { Container } from '@/components/ui/container'
import { cn } from '@/lib/utils'

import { HEADER_LINKS } from '../nav-links'
import { type HeaderTone, type HeaderVariant, headerVariants, navLinkVariants, toneOf } from './header-variants'
import { MobileMenu } from './mobile-menu'

export type HeaderProps = {
  productName: string
  /** Styling only: default (sticky, cream), light (white), dark (mocha), minimal (transparent). */
  variant?: HeaderVariant
  /**
   * Slot for buttons at the right of the desktop bar (the newsletter issue puts its Subscribe
   * button here). Renders nothing by default.
   */
  actions?: ReactNode
  /** Slot for icon-only buttons next to the mobile menu toggle (e.g. Subscribe). */
  mobileActions?: ReactNode
  /**
   * The signed-in state at the right of the desktop bar (the accounts slice's Sign In link or
   * account menu: a client island, so the page itself stays static), given the header's tone.
   */
  account?: (tone: HeaderTone) => ReactNode
  /** The same inside the mobile menu's panel, below the links. */
  mobileAccount?: (tone: HeaderTone) => ReactNode
  /**
   * Show the logo linking home (default true). False only where the page itself shows the logo
   * as its heading and links it home (the link-in-bio page), so it appears once.
   */
  brand?: boolean
  className?: string
}

/** Site header: logo home, main links, mobile menu. Server component; only the menu is client. */
export function Header({
  productName,
  variant = 'default',
  actions,
  mobileActions,
  account,
  mobileAccount,
  brand = true,
  className,
}: HeaderProps) {
  const tone = toneOf(variant)
  return (
    <header data-variant={variant} className={cn(headerVariants({ variant }), className)}>
      <Container className="flex h-(--header-height) items-center gap-4">
        {brand ? (
          <Link
            href="/"
            className={cn(
              'rounded-md focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none',
              tone === 'dark'
                ? 'focus-visible:ring-cream focus-visible:ring-offset-mocha'
                : 'focus-visible:ring-ring focus-visible:ring-offset-cream',
            )}
          >
            <Logo productName={productName} tone={tone} />
            <span className="sr-only">, home</span>
          </Link>
        ) : null}

        <nav aria-label="Main" className="ml-auto hidden lg:block">
          <ul className="flex items-center gap-1">
            {HEADER_LINKS.map((link) => {
              const NavAnchor = link.rare ? IntentLink : Link
              return (
                <li key={link.href}>
                  <NavAnchor href={link.href} className={navLinkVariants({ tone })}>
                    {link.label}
                  </NavAnchor>
                </li>
              )
            })}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2 lg:ml-0">
          {account ? <div className="hidden items-center lg:flex">{account(tone)}</div> : null}
          {actions ? <div className="hidden items-center gap-2 lg:flex">{actions}</div> : null}
          {mobileActions ? <div className="flex items-center gap-2 lg:hidden">{mobileActions}</div> : null}
          <MobileMenu links={HEADER_LINKS} tone={tone} account={mobileAccount?.(tone)} />
        </div>
      </Container>
    </header>
  )
}
