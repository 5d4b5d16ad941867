'use client'

/**
 * The cart panel (a side sheet on the site's Radix dialog: focus is trapped inside, Escape or a
 * click outside closes it, and focus returns to the cart button): the lines with their image,
 * name, size, unit price, what is left when few are (asked of the server as it opens: ./use-stock-left.ts),
 * quantity stepper (up to what is left) and Remove; the subtotal; Checkout. Empty, it says
 * "Your cart is empty" with Continue Shopping (SPEC §2). Loaded on first use by ./cart-button.tsx.
 */
import { ShoppingBagIcon, Trash2Icon } from 'lucide-react'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { type RefObject, useEffect, useId, useRef } from 'react'

import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'

import { type CartItem, MAX_LINE_QUANTITY } from '../../logic/cart'
import { formatCents } from '../../logic/money'
import { stockKeyOf, stockLeftNote } from '../../logic/stock'
import { SHOP_MESSAGES, SHOP_PATHS } from '../../schemas'
import { QuantityStepper } from '../quantity-stepper'
import { useCart } from './use-cart'
import { type StockLeft, useStockLeft } from './use-stock-left'

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where focus goes when the panel closes (the cart button). */
  returnFocusTo: RefObject<HTMLElement | null>
}

const SHEET_CLASS = [
  // Ends above the toast on screen, if any (--toast-inset: src/components/ui/toaster.tsx).
  'top-0 right-0 left-auto h-[calc(100dvh-var(--toast-inset,0px))] max-h-[calc(100dvh-var(--toast-inset,0px))] w-full max-w-md translate-x-0 translate-y-0',
  'rounded-none border-y-0 border-r-0 sm:rounded-l-xl',
  'data-[state=open]:animate-fade-in',
].join(' ')

function itemsText(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`
}

/** "Vanlife Voices Tee, size M": how a line is named to screen readers. */
function lineName(item: CartItem): string {
  return item.size ? `${item.name}, size ${item.size}` : item.name
}

/** How many of the line's product and size are left, once known (a product no longer sold: 0). */
function leftOf(item: CartItem, stock: StockLeft | null): number | null {
  if (!stock) return null
  return stock[item.productId]?.[stockKeyOf(item.size)] ?? 0
}

/** What the line says of the stock: how many are left when few are, or that it asks for too many. */
function stockNoteOf(item: CartItem, left: number | null): string | null {
  if (left === null) return null
  if (left > 0 && item.quantity > left) return SHOP_MESSAGES.notEnoughStock(item.name, item.size ?? null, left)
  return stockLeftNote(left, null)
}

function CartLine({
  item,
  left,
  onRemove,
  onNavigate,
}: {
  item: CartItem
  /** How many are left of its product and size; null until known. */
  left: number | null
  onRemove: (item: CartItem) => void
  onNavigate: () => void
}) {
  const id = useId()
  const { setQuantity } = useCart()
  const note = stockNoteOf(item, left)
  return (
    <li data-cart-line={item.id} className="flex gap-4 py-4">
      <div className="relative size-20 shrink-0 overflow-hidden rounded-lg bg-sand">
        {item.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- the product's thumbnail as Payload wrote it (ADR 0030)
          <img
            src={item.image.url}
            alt={item.image.alt}
            loading="lazy"
            decoding="async"
            className="img-fill object-cover text-transparent"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-mocha-light">
            <ShoppingBagIcon className="size-8" aria-hidden="true" />
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="font-sans text-base leading-snug font-semibold">
              <Link
                href={SHOP_PATHS.product(item.slug)}
                onClick={onNavigate}
                className="rounded-sm hover:text-burnt-dark hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                {item.name}
              </Link>
            </h3>
            <p className="text-sm text-mocha-light">
              {item.size ? <>Size {item.size} · </> : null}
              {formatCents(item.price)}
              <span className="sr-only"> each</span>
            </p>
            {note ? (
              <p data-stock-note className="text-sm font-semibold text-burnt-dark">
                {note}
              </p>
            ) : null}
          </div>
          <p className="text-base font-semibold whitespace-nowrap tabular-nums">
            <span className="sr-only">Line total: </span>
            {formatCents(item.price * item.quantity)}
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <QuantityStepper
            id={`${id}-quantity`}
            label={`Quantity of ${lineName(item)}`}
            labelHidden
            itemName={lineName(item)}
            size="sm"
            value={item.quantity}
            max={left === null ? MAX_LINE_QUANTITY : Math.max(1, Math.min(MAX_LINE_QUANTITY, left))}
            onChange={(quantity) => setQuantity(item.id, quantity)}
          />
          <Button
            variant="ghost"
            size="sm"
            data-remove-line
            onClick={() => onRemove(item)}
            className="text-mocha-light hover:text-destructive"
          >
            <Trash2Icon aria-hidden="true" />
            Remove<span className="sr-only"> {lineName(item)}</span>
          </Button>
        </div>
      </div>
    </li>
  )
}

export function CartPanel({ open, onOpenChange, returnFocusTo }: Props) {
  const cart = useCart()
  const stock = useStockLeft(
    cart.items.map((item) => item.productId),
    open,
  )
  const listRef = useRef<HTMLUListElement>(null)
  const continueRef = useRef<HTMLAnchorElement>(null)
  const titleRef = useRef<HTMLHeadingElement>(null)
  /** The index of the line just removed: focus goes to the line now there. */
  const removedAt = useRef<number | null>(null)

  // A navigation by other means (the back button, a link elsewhere) closes the panel.
  const pathname = usePathname()
  const shownAt = useRef(pathname)
  useEffect(() => {
    if (shownAt.current === pathname) return
    shownAt.current = pathname
    onOpenChange(false)
  }, [pathname, onOpenChange])

  // After a Remove, focus goes to the next line's Remove (or the last one's), else Continue Shopping.
  useEffect(() => {
    const at = removedAt.current
    if (at === null) return
    removedAt.current = null
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('[data-remove-line]')
    const next = buttons && buttons.length > 0 ? buttons[Math.min(at, buttons.length - 1)] : null
    ;(next ?? continueRef.current ?? titleRef.current)?.focus()
  }, [cart.items])

  const remove = (item: CartItem) => {
    removedAt.current = cart.items.findIndex((line) => line.id === item.id)
    cart.remove(item.id)
  }
  const close = () => onOpenChange(false)
  const empty = cart.items.length === 0

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className={SHEET_CLASS}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          returnFocusTo.current?.focus()
        }}
      >
        <DialogHeader>
          <DialogTitle ref={titleRef} tabIndex={-1} className="outline-none">
            Your Cart
          </DialogTitle>
          <DialogDescription>{itemsText(cart.itemCount)}</DialogDescription>
        </DialogHeader>
        {empty ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-12 text-center">
            <ShoppingBagIcon className="size-12 text-terra" aria-hidden="true" />
            <p className="font-display text-2xl">{SHOP_MESSAGES.emptyCart}</p>
            <Button asChild variant="primary">
              <Link ref={continueRef} href={SHOP_PATHS.shop} onClick={close}>
                Continue Shopping
              </Link>
            </Button>
          </div>
        ) : (
          <>
            <DialogBody className="py-0">
              <ul ref={listRef} aria-label="Items in your cart" className="divide-y divide-border">
                {cart.items.map((item) => (
                  <CartLine key={item.id} item={item} left={leftOf(item, stock)} onRemove={remove} onNavigate={close} />
                ))}
              </ul>
            </DialogBody>
            <DialogFooter className="flex-col gap-3 px-6 sm:flex-col sm:justify-start">
              <dl className="flex items-baseline justify-between text-base">
                <dt className="font-semibold">Subtotal</dt>
                <dd className="text-lg font-semibold tabular-nums">{formatCents(cart.total)}</dd>
              </dl>
              <p className="text-sm text-mocha-light">Shipping is free. Tax is added at checkout.</p>
              <Button asChild variant="primary" size="lg" className="w-full">
                <Link href={SHOP_PATHS.checkout} onClick={close}>
                  Checkout
                </Link>
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}
