import { ArrowLeftIcon } from 'lucide-react'
import Link from 'next/link'

import { Button } from '@/components/ui/button'

import { type OrderView, SHOP_PATHS } from '../../schemas'
import { PayButton } from './pay-button'
import { PaymentSummary } from './payment-summary'
import { ShippingDetails } from './shipping-details'

/**
 * The order to pay (SPEC §2): its number, where it ships, what it holds and costs, the pay button
 * and "Back to Checkout" (the form there starts from the values kept with the order).
 */
export function PaymentDetails({ order }: { order: OrderView }) {
  return (
    <section aria-labelledby="payment-order-heading" className="flex flex-col gap-8">
      <div>
        <h2 id="payment-order-heading" className="text-2xl md:text-3xl">
          Order {order.orderNumber}
        </h2>
        <p className="mt-2 text-mocha-light">Check your order, then pay securely with Stripe.</p>
      </div>
      <div className="grid items-start gap-8 lg:grid-cols-5 lg:gap-12">
        <div className="lg:col-span-3">
          <PaymentSummary order={order} />
        </div>
        <div className="flex flex-col gap-6 lg:col-span-2">
          <ShippingDetails order={order} />
          <div className="flex flex-col gap-3">
            <PayButton order={order} />
            <Button asChild variant="outline" size="lg" className="w-full">
              <Link href={SHOP_PATHS.checkout}>
                <ArrowLeftIcon aria-hidden="true" />
                Back to Checkout
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  )
}
