import Link from 'next/link'
import type { ReactNode } from 'react'

import { Logo } from '@/components/brand/logo'
import { cn } from '@/lib/utils'

import { type HeaderTone, type HeaderVariant, headerVariants, toneOf } from './header-variants'
import { HeaderView } from './header-view'

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
  className?: string
}

/**
 * Site header: logo home, main links, mobile menu. The markup is HeaderView's (a client
 * component given its classes and slots, ADR 0030); the logo link and the slots render here,
 * on the server.
 */
export function Header({
  productName,
  variant = 'default',
  actions,
  mobileActions,
  account,
  mobileAccount,
  className,
}: HeaderProps) {
  const tone = toneOf(variant)
  return (
    <HeaderView
      variant={variant}
      tone={tone}
      className={cn(headerVariants({ variant }), className)}
      {...defined({
        brand: (
          <Link
            href="/"
            className={cn(
              'rounded-md focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none',
              tone === 'dark'
                ? 'focus-visible:ring-cream focus-visible:ring-offset-mocha'
                : 'focus-visible:ring-ring focus-visible:ring-offset-cream',
            )}
          >
            <Logo productName={productName} tone={tone} className="max-[420px]:gap-2 max-[420px]:[&_svg]:size-9" />
            <span className="sr-only">, home</span>
          </Link>
        ),
        actions,
        mobileActions,
        account: account?.(tone),
        mobileAccount: mobileAccount?.(tone),
      })}
    />
  )
}

/** `props` without its undefined entries: each would be written as "$undefined" in the RSC payload. */
function defined<T extends object>(props: T): T {
  return Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined)) as T
}
