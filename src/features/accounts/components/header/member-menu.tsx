'use client'

/**
 * The member's menu in the header on wide screens (AccountMenu loads it when there is a session):
 * a menu button (the member's first name, or "Account") opening Account, Profile, Orders and
 * Sign Out. WAI-ARIA menu button: Enter, Space or ArrowDown open on the first item, ArrowUp on the
 * last; arrows, Home and End move; Escape closes and returns focus to the button; Tab or a click
 * outside closes.
 */
import { clsx } from 'clsx'
import { ChevronDownIcon, UserRoundIcon } from 'lucide-react'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'

import { IntentLink } from '@/components/site/intent-link'
import type { HeaderTone } from '@/components/layout/header/header-variants'
import { navLinkVariants } from '@/components/layout/header/nav-link-variants'

import { ACCOUNT_LINKS, SIGN_OUT_LABEL, signOutOnUse } from './account-links'

const ITEM_CLASS =
  'flex w-full items-center rounded-lg px-3 py-2 text-left text-sm font-medium text-mocha hover:bg-sand focus-visible:bg-sand focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

export function MemberMenu({ tone, label, onSignedOut }: { tone: HeaderTone; label: string; onSignedOut: () => void }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLUListElement>(null)
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first')

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])

  useEffect(() => {
    if (!open) return
    const list = items()
    ;(focusOnOpen === 'first' ? list[0] : list.at(-1))?.focus()
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open, focusOnOpen])

  const openAt = (where: 'first' | 'last') => {
    setFocusOnOpen(where)
    setOpen(true)
  }

  const close = (returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      openAt('first')
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      openAt('last')
    }
  }

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items()
    const at = list.findIndex((item) => item === document.activeElement)
    const move = (index: number) => list[(index + list.length) % list.length]?.focus()
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        move(at + 1)
        break
      case 'ArrowUp':
        event.preventDefault()
        move(at - 1)
        break
      case 'Home':
        event.preventDefault()
        move(0)
        break
      case 'End':
        event.preventDefault()
        move(list.length - 1)
        break
      case 'Escape':
        event.preventDefault()
        close(true)
        break
      case 'Tab':
        setOpen(false)
        break
    }
  }

  const signOut = async () => {
    close(true)
    if (await signOutOnUse()) onSignedOut()
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={onButtonKeyDown}
        className={clsx(navLinkVariants({ tone }), 'inline-flex items-center gap-1.5')}
      >
        <UserRoundIcon className="size-4" aria-hidden="true" />
        <span className="max-w-40 truncate">{label}</span>
        <ChevronDownIcon className={clsx('size-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>
      <ul
        ref={menuRef}
        id={`${id}-menu`}
        role="menu"
        aria-labelledby={`${id}-button`}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
        className="absolute top-full right-0 z-50 mt-2 flex w-48 flex-col gap-0.5 rounded-xl border border-border bg-card p-1.5 shadow-lg"
      >
        {ACCOUNT_LINKS.map((link) => (
          <li key={link.href} role="none">
            <IntentLink
              role="menuitem"
              tabIndex={-1}
              href={link.href}
              onClick={() => close(false)}
              className={ITEM_CLASS}
            >
              {link.label}
            </IntentLink>
          </li>
        ))}
        <li role="none" className="mt-0.5 border-t border-border pt-0.5">
          <button role="menuitem" tabIndex={-1} type="button" onClick={signOut} className={ITEM_CLASS}>
            {SIGN_OUT_LABEL}
          </button>
        </li>
      </ul>
    </div>
  )
}
