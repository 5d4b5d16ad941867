'use client'

/**
 * The header's cart button, a client island on every page (the page around it is static and
 * cached): a bag with the number of items, named "Cart, N items". It opens the cart panel, whose
 * code (Radix dialog, the lines, the steppers) loads on the first pointer over, focus or click,
 * not with the page. Joined with clsx, not cn, so tailwind-merge stays out of every page (ADR 0012).
 */
import { clsx } from 'clsx'
import { ShoppingBagIcon } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'

import type { HeaderTone } from '@/components/layout/header/header-variants'

import { useCart } from './use-cart'

const loadPanel = () => import('./cart-panel')
const CartPanel = lazy(() => loadPanel().then((module) => ({ default: module.CartPanel })))

/** "Cart, 3 items"; just "Cart" until the cart is restored. */
export function cartButtonLabel(itemCount: number, ready: boolean): string {
  if (!ready) return 'Cart'
  return `Cart, ${itemCount} ${itemCount === 1 ? 'item' : 'items'}`
}

export function CartButton({ tone = 'light', className }: { tone?: HeaderTone; className?: string }) {
  const { itemCount, ready } = useCart()
  const [open, setOpen] = useState(false)
  // The panel mounts on the first open and stays mounted (closed) afterwards.
  const [wanted, setWanted] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const prefetch = () => void loadPanel().catch(() => undefined)

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={cartButtonLabel(itemCount, ready)}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true)
          setOpen(true)
        }}
        className={clsx(
          'relative inline-flex size-11 items-center justify-center rounded-full transition-colors focus-visible:ring-2 focus-visible:outline-none',
          tone === 'dark'
            ? 'text-cream hover:bg-white/10 focus-visible:ring-cream'
            : 'text-mocha hover:bg-sand focus-visible:ring-ring',
          className,
        )}
      >
        <ShoppingBagIcon className="size-6" aria-hidden="true" />
        {ready && itemCount > 0 ? (
          <span
            aria-hidden="true"
            className="absolute top-0.5 right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-burnt px-1 text-[0.6875rem] leading-none font-bold text-white tabular-nums"
          >
            {itemCount > 99 ? '99+' : itemCount}
          </span>
        ) : null}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <CartPanel open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      ) : null}
    </>
  )
}
