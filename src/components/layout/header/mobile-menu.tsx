'use client'

import { clsx } from 'clsx'
import { MenuIcon, XIcon } from 'lucide-react'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { createContext, type ReactNode, useContext, useEffect, useId, useRef, useState } from 'react'

import { IntentLink } from '@/components/site/intent-link'

import type { NavLink } from '../nav-links'
import type { HeaderTone } from './header-variants'

/** A link or button in the mobile menu's panel (the main links, and the account's entries). */
export function mobileMenuItemClass(tone: HeaderTone): string {
  // Classes in globals.css for the utilities they stand for (ADR 0030).
  return clsx('mobile-menu-item', tone === 'dark' ? 'mobile-menu-item-dark' : 'mobile-menu-item-light')
}

const CloseMenuContext = createContext<() => void>(() => undefined)

/** For what the menu's `account` slot renders: closes the menu (a link chosen, a sign-out done). */
export function useCloseMobileMenu(): () => void {
  return useContext(CloseMenuContext)
}

/**
 * The menu toggle and panel shown below 768 px. Escape or choosing a link closes it; focus
 * returns to the toggle when closed with Escape. Its classes never conflict, so it joins them
 * with clsx rather than cn: tailwind-merge stays out of every page's JavaScript.
 */
export function MobileMenu({
  links,
  tone,
  account,
}: {
  links: readonly NavLink[]
  tone: HeaderTone
  /** The signed-in state (Sign In, or the account entries), below the links. */
  account?: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const pathname = usePathname()

  // A navigation by other means (back button, logo) closes the menu too.
  const [openedAt, setOpenedAt] = useState(pathname)
  if (open && openedAt !== pathname) {
    setOpen(false)
    setOpenedAt(pathname)
  }

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      toggleRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  const dark = tone === 'dark'

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => {
          setOpenedAt(pathname)
          setOpen((value) => !value)
        }}
        className={clsx(
          'inline-flex size-11 items-center justify-center rounded-full transition-colors focus-visible:ring-2 focus-visible:outline-none',
          dark
            ? 'text-cream hover:bg-white/10 focus-visible:ring-cream'
            : 'text-mocha hover:bg-sand focus-visible:ring-ring',
        )}
      >
        {open ? <XIcon className="size-6" aria-hidden="true" /> : <MenuIcon className="size-6" aria-hidden="true" />}
      </button>

      <div
        id={panelId}
        hidden={!open}
        className={clsx(
          // Ends above the toast on screen, if any (--toast-inset: src/components/ui/toaster.tsx).
          'absolute inset-x-0 top-full max-h-[calc(100dvh-var(--header-height)-var(--toast-inset,0px))] overflow-y-auto border-b shadow-lg',
          dark ? 'border-white/10 bg-mocha text-cream' : 'border-border bg-cream text-mocha',
        )}
      >
        <nav aria-label="Mobile">
          <ul className="flex flex-col gap-1 px-4 py-4">
            {links.map((link) => {
              const NavAnchor = link.rare ? IntentLink : Link
              return (
                <li key={link.href}>
                  <NavAnchor href={link.href} onClick={() => setOpen(false)} className={mobileMenuItemClass(tone)}>
                    {link.mobileLabel ?? link.label}
                  </NavAnchor>
                </li>
              )
            })}
          </ul>
        </nav>
        {account ? <CloseMenuContext.Provider value={() => setOpen(false)}>{account}</CloseMenuContext.Provider> : null}
      </div>
    </div>
  )
}
