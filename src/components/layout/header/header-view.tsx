'use client'

import { clsx } from 'clsx'
import Link from 'next/link'
import type { ReactNode } from 'react'

import { IntentLink } from '@/components/site/intent-link'

import { HEADER_LINKS } from '../nav-links'
import type { HeaderTone, HeaderVariant } from './header-variants'
import { MobileMenu } from './mobile-menu'

export type HeaderViewProps = {
  variant: HeaderVariant
  tone: HeaderTone
  /** The header element's classes (headerVariants and the caller's, merged on the server). */
  className: string
  /** The logo linking home, rendered on the server; absent where the page shows the logo itself. */
  brand?: ReactNode
  actions?: ReactNode
  mobileActions?: ReactNode
  account?: ReactNode
  mobileAccount?: ReactNode
}

/**
 * The header's markup: the main links (nav-links.ts), the slots and the mobile menu. A client
 * component for the page weight only (ADR 0030): every page's RSC payload then carries the
 * header's few props, not its markup a second time. Header (header.tsx) gives it its classes
 * and renders the logo and the slots on the server. No state of its own; clsx, not cn.
 */
export function HeaderView({
  variant,
  tone,
  className,
  brand,
  actions,
  mobileActions,
  account,
  mobileAccount,
}: HeaderViewProps) {
  // navLinkVariants({ tone }) (header-variants.ts), without class-variance-authority.
  const linkClass = clsx('nav-link', tone === 'dark' ? 'nav-link-dark' : 'nav-link-light')
  return (
    <header data-variant={variant} className={className}>
      <div
        data-slot="container"
        className="mx-auto w-full px-4 md:px-6 lg:px-8 max-w-6xl flex h-(--header-height) items-center gap-4 max-[420px]:gap-2 max-[420px]:px-3"
      >
        {brand}

        <nav aria-label="Main" className="ml-auto hidden lg:block">
          <ul className="flex items-center gap-1">
            {HEADER_LINKS.map((link) => {
              const NavAnchor = link.rare ? IntentLink : Link
              return (
                <li key={link.href}>
                  <NavAnchor href={link.href} className={linkClass}>
                    {link.label}
                  </NavAnchor>
                </li>
              )
            })}
          </ul>
        </nav>

        {/* Below 420 px the icon buttons touch (each keeps its own tap area), so the wordmark stays on one line. */}
        <div className="ml-auto flex items-center gap-2 max-[420px]:gap-0 lg:ml-0">
          {account ? <div className="hidden items-center lg:flex">{account}</div> : null}
          {actions ? <div className="hidden items-center gap-2 lg:flex">{actions}</div> : null}
          {mobileActions ? (
            <div className="flex items-center gap-2 max-[420px]:gap-0 lg:hidden">{mobileActions}</div>
          ) : null}
          <MobileMenu links={HEADER_LINKS} tone={tone} account={mobileAccount} />
        </div>
      </div>
    </header>
  )
}
