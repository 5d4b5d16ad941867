'use client'

/**
 * /payment (SPEC §2, §4): outlines until the cart and the kept checkout are read, then "Your cart
 * is empty" (Continue Shopping) without cart items, "Missing order information" (Back to Checkout)
 * without an order created in this tab, otherwise the order and the pay button. The order comes
 * from session storage (../checkout/checkout-storage.ts), so a reload keeps it.
 */
import Link from 'next/link'

import { Button } from '@/components/ui/button'
import { useToaster } from '@/components/ui/toaster-slot'

import { SHOP_MESSAGES, SHOP_PATHS } from '../../schemas'
import { useCart } from '../cart/use-cart'
import { CheckoutFrame } from '../checkout/checkout-frame'
import { CheckoutNotice, CheckoutSkeleton, EmptyCart } from '../checkout/checkout-states'
import { useStoredCheckout } from '../checkout/use-stored-checkout'
import { PaymentDetails } from './payment-details'

/** Product, size and quantity of each line, in one order, to tell whether the cart is what was ordered. */
function linesKey(lines: readonly { productId: string; size?: string | null; quantity: number }[]): string {
  return lines
    .map((line) => `${line.productId}:${line.size ?? ''}:${line.quantity}`)
    .sort()
    .join('|')
}

function MissingOrder({ cartChanged = false }: { cartChanged?: boolean }) {
  return (
    <CheckoutNotice
      title={SHOP_MESSAGES.missingOrder}
      action={
        <Button asChild variant="primary">
          <Link href={SHOP_PATHS.checkout}>Back to Checkout</Link>
        </Button>
      }
    >
      {cartChanged ? SHOP_MESSAGES.cartChanged : null}
    </CheckoutNotice>
  )
}

export function PaymentView() {
  useToaster()
  const cart = useCart()
  const stored = useStoredCheckout()

  let content
  if (!cart.ready || stored === undefined) content = <CheckoutSkeleton label="Loading order..." />
  else if (cart.items.length === 0) content = <EmptyCart />
  else if (!stored.checkout) content = <MissingOrder />
  // The cart changed after the order was made: that order is not what the visitor now wants to buy.
  else if (linesKey(cart.items) !== linesKey(stored.checkout.order.items)) content = <MissingOrder cartChanged />
  else content = <PaymentDetails order={stored.checkout.order} />
  return <CheckoutFrame title="Payment">{content}</CheckoutFrame>
}
