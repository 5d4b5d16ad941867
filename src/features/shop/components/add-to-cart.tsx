'use client'

import { ShoppingBagIcon } from 'lucide-react'
import { useId, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'

import { MAX_LINE_QUANTITY } from '../logic/cart'
import { type ProductSize, stockLeftNote } from '../logic/stock'
import { availableFor, type ShopProduct } from '../product'
import { SHOP_MESSAGES } from '../messages'
import { useCart } from './cart/use-cart'
import { QuantityStepper } from './quantity-stepper'
import { SizePicker } from './size-picker'

/** What the form needs of the product (the rest of it stays out of the page's client data). */
export type AddToCartProduct = Pick<
  ShopProduct,
  'id' | 'name' | 'slug' | 'price' | 'sizes' | 'available' | 'inStock'
> & {
  /** The image the cart shows for the line. */
  image: { url: string; alt: string } | null
}

// The toasts (sonner) load when the form is first used, not with the page.
let toastModule: Promise<typeof import('@/components/ui/toast')> | null = null
const loadToast = () => (toastModule ??= import('@/components/ui/toast'))

/**
 * SPEC §2 "/shop/{slug}": size buttons, quantity stepper and Add to Cart. Without a size (when
 * the product has sizes) it says "Size Required" and moves focus to the sizes (SPEC §4, §5);
 * otherwise it adds the line and says "Added to Cart" (SPEC §8). The quantity goes up to what is
 * left of the chosen size once the cart's own are counted, and the page says how many are left when
 * few are; the server checks again (and reserves) at checkout.
 */
export function AddToCart({ product, className }: { product: AddToCartProduct; className?: string }) {
  const id = useId()
  const cart = useCart()
  const [size, setSize] = useState<ProductSize | null>(null)
  const [quantity, setQuantity] = useState(1)
  const firstSizeRef = useRef<HTMLInputElement>(null)

  const hasSizes = product.sizes.length > 0
  const chosen = hasSizes ? size : null
  const inCart = cart.items
    .filter((line) => line.productId === product.id && (line.size ?? null) === chosen)
    .reduce((sum, line) => sum + line.quantity, 0)
  // Before a size is chosen, the most any size has.
  const stock =
    hasSizes && !size
      ? Math.max(0, ...product.sizes.map((each) => availableFor(product, each)))
      : availableFor(product, chosen)
  const left = Math.min(MAX_LINE_QUANTITY, stock) - (hasSizes && !size ? 0 : inCart)
  const max = Math.max(1, left)
  const soldOut = !product.inStock || stock <= 0
  const allInCart = !soldOut && left <= 0
  // "Only 2 left in size M" once a size is chosen (the page is refreshed whenever stock changes).
  const fewLeft = soldOut || (hasSizes && !size) ? null : stockLeftNote(stock, chosen)

  const chooseSize = (next: ProductSize) => {
    setSize(next)
    const nextLeft =
      Math.min(MAX_LINE_QUANTITY, availableFor(product, next)) -
      cart.items
        .filter((line) => line.productId === product.id && line.size === next)
        .reduce((sum, line) => sum + line.quantity, 0)
    setQuantity((current) => Math.min(current, Math.max(1, nextLeft)))
  }

  const add = async () => {
    const { toast } = await loadToast()
    if (hasSizes && !size) {
      toast.error(SHOP_MESSAGES.sizeRequiredTitle, { description: SHOP_MESSAGES.sizeRequired })
      firstSizeRef.current?.focus()
      return
    }
    if (soldOut || allInCart) return
    const count = Math.min(quantity, left)
    cart.add({
      productId: product.id,
      name: product.name,
      price: product.price,
      quantity: count,
      ...(chosen ? { size: chosen } : {}),
      ...(product.image ? { image: product.image } : {}),
      slug: product.slug,
    })
    toast.success(SHOP_MESSAGES.addedTitle, {
      description: `${count} × ${product.name}${chosen ? `, size ${chosen}` : ''}`,
    })
    setQuantity(1)
  }

  return (
    <form
      className={cn('flex flex-col gap-6', className)}
      onSubmit={(event) => {
        event.preventDefault()
        void add()
      }}
      // Fetch the toasts' code as the visitor comes to the form.
      onPointerEnter={() => void loadToast()}
      onFocus={() => void loadToast()}
    >
      {hasSizes ? (
        <SizePicker
          name={`${id}-size`}
          options={product.sizes.map((each) => ({ size: each, available: availableFor(product, each) }))}
          value={size}
          onChange={chooseSize}
          firstRef={firstSizeRef}
        />
      ) : null}
      <QuantityStepper
        id={`${id}-quantity`}
        label="Quantity"
        value={Math.min(quantity, max)}
        max={max}
        onChange={setQuantity}
        disabled={soldOut || allInCart}
      />
      <div className="flex flex-col gap-2">
        <Button
          type="submit"
          variant="primary"
          size="lg"
          disabled={soldOut || allInCart}
          className="w-full sm:w-auto sm:self-start"
        >
          <ShoppingBagIcon aria-hidden="true" />
          {soldOut ? 'Out of Stock' : 'Add to Cart'}
        </Button>
        <p aria-live="polite" className="text-sm text-mocha-light">
          {allInCart ? `All ${inCart} we have${chosen ? ` in size ${chosen}` : ''} are in your cart.` : fewLeft}
        </p>
      </div>
    </form>
  )
}
