/**
 * /order-confirmation for a payment that did not go through (an asynchronous payment failed, or the
 * order expired or was cancelled): says so in the shop's words and keeps the cart, so the visitor
 * can check out again. Server component.
 */
import { CircleAlertIcon } from 'lucide-react'
import Link from 'next/link'

import { Button } from '@/components/ui/button'

import { SHOP_MESSAGES, SHOP_PATHS } from '../../schemas'

export function PaymentNotCompleted({ orderNumber }: { orderNumber: string }) {
  return (
    <div className="flex flex-col items-center gap-4 py-12 text-center">
      <CircleAlertIcon aria-hidden="true" className="size-12 text-destructive" />
      <h1 className="font-serif text-4xl text-mocha">{SHOP_MESSAGES.paymentFailedTitle}</h1>
      <p className="max-w-prose text-mocha-light">
        {SHOP_MESSAGES.paymentFailed} Order {orderNumber} was not completed; your cart is still saved.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href={SHOP_PATHS.checkout}>Back to Checkout</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={SHOP_PATHS.shop}>Continue Shopping</Link>
        </Button>
      </div>
    </div>
  )
}
