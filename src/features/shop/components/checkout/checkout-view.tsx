'use client'

/**
 * /checkout (SPEC §2, §4): outlines until the cart is restored from the browser, "Your cart is
 * empty" with Continue Shopping when there is nothing to buy, otherwise the contact and shipping
 * form beside the order summary. The form starts from the values of the last order created in
 * this tab, so "Back to Checkout" on /payment finds them again, and names that order to the server
 * (reused when nothing changed, replaced otherwise: one order per checkout).
 */
import { useToaster } from '@/components/ui/toaster-slot'

import { useCart } from '../cart/use-cart'
import { CheckoutForm } from './checkout-form'
import { CheckoutFrame } from './checkout-frame'
import { CheckoutSkeleton, EmptyCart } from './checkout-states'
import { CheckoutSummary } from './checkout-summary'
import { useStoredCheckout } from './use-stored-checkout'

export function CheckoutView() {
  useToaster()
  const cart = useCart()
  const stored = useStoredCheckout()

  let content
  if (!cart.ready || stored === undefined) content = <CheckoutSkeleton label="Loading checkout..." />
  else if (cart.items.length === 0) content = <EmptyCart />
  else {
    content = (
      <div className="grid items-start gap-8 lg:grid-cols-5 lg:gap-12">
        {/* The summary first: read before the form on a phone, beside it on wide screens. */}
        <aside aria-label="Order summary" className="lg:sticky lg:top-24 lg:col-span-2 lg:col-start-4 lg:row-start-1">
          <CheckoutSummary items={cart.items} />
        </aside>
        <div className="lg:col-span-3 lg:col-start-1 lg:row-start-1">
          <CheckoutForm
            items={cart.items}
            savedCustomer={stored.customer}
            pendingOrderId={stored.checkout?.order.id ?? null}
          />
        </div>
      </div>
    )
  }
  return <CheckoutFrame title="Checkout">{content}</CheckoutFrame>
}
