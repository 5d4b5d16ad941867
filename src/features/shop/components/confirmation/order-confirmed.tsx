/**
 * /order-confirmation with a session id (SPEC §2): "Order Confirmed!", the order number (or
 * "Processing..." until the payment has landed), the order date, "Paid with Stripe", the
 * transaction id (the session id), customer and shipping blocks, the items and "What happens
 * next?". Server component; the cart is emptied by a small island.
 */
import { CheckCircle2Icon } from 'lucide-react'
import Link from 'next/link'
import type { ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { formatLongDate } from '@/lib/utils'

import { formatCents } from '../../logic/money'
import { CHECKOUT_COUNTRIES, SHOP_MESSAGES, SHOP_PATHS } from '../../schemas'
import type { Confirmation } from '../../server/confirmation'
import { ClearCart } from './clear-cart'
import { RefreshWhileProcessing } from './refresh-while-processing'
import { WhatHappensNext } from './what-happens-next'

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-mocha-light">{label}</dt>
      <dd className="font-medium break-all text-mocha">{children}</dd>
    </div>
  )
}

const countryName = (code: string) => CHECKOUT_COUNTRIES.find((country) => country.code === code)?.name ?? code

export function OrderConfirmed({ confirmation }: { confirmation: Confirmation }) {
  const { order, sessionId } = confirmation
  const paid = confirmation.state === 'paid'
  const { customer } = order
  return (
    <div className="flex flex-col gap-8">
      <ClearCart />
      {paid ? null : <RefreshWhileProcessing />}
      <header className="flex flex-col items-center gap-3 text-center">
        <CheckCircle2Icon aria-hidden="true" className="size-14 text-burnt" />
        <h1 className="font-serif text-4xl text-mocha">Order Confirmed!</h1>
        <p className="max-w-prose text-mocha-light">
          Thank you for your order. A confirmation email is on its way to {order.email}.
        </p>
      </header>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Order details</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Detail label="Order number">
              <span aria-live="polite">{paid ? order.orderNumber : SHOP_MESSAGES.processing}</span>
            </Detail>
            <Detail label="Order date">
              <time dateTime={order.createdAt}>{formatLongDate(order.createdAt)}</time>
            </Detail>
            <Detail label="Payment status">{paid ? 'Paid with Stripe' : SHOP_MESSAGES.processing}</Detail>
            <Detail label="Transaction ID">
              <span className="font-mono text-sm">{sessionId}</span>
            </Detail>
          </dl>
        </CardContent>
      </Card>

      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Customer</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-1 text-mocha">
            <span className="font-semibold">
              {customer.firstName} {customer.lastName}
            </span>
            <span className="break-all">{order.email}</span>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">Shipping address</CardTitle>
          </CardHeader>
          <CardContent>
            <address className="flex flex-col gap-1 text-mocha not-italic">
              <span>{customer.address}</span>
              <span>
                {customer.city} {customer.postalCode}
              </span>
              <span>{countryName(customer.country)}</span>
            </address>
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Order summary</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <ul className="flex flex-col divide-y divide-border">
            {order.items.map((item, index) => (
              <li key={`${item.productId}-${item.size ?? ''}-${index}`} className="flex justify-between gap-4 py-3">
                <span>
                  <span className="font-medium text-mocha">{item.productName}</span>
                  <span className="block text-sm text-mocha-light">
                    {item.size ? `Size ${item.size} · ` : ''}Quantity {item.quantity}
                  </span>
                </span>
                <span className="font-medium text-mocha">{formatCents(item.totalPrice)}</span>
              </li>
            ))}
          </ul>
          <dl className="ml-auto flex w-full max-w-xs flex-col gap-2 text-sm">
            <div className="flex justify-between">
              <dt>Subtotal</dt>
              <dd>{formatCents(order.subtotal)}</dd>
            </div>
            <div className="flex justify-between">
              <dt>Shipping</dt>
              <dd>Free</dd>
            </div>
            <div className="flex justify-between">
              <dt>Tax</dt>
              <dd>{formatCents(order.tax)}</dd>
            </div>
            <div className="flex justify-between border-t border-border pt-2 text-base font-semibold">
              <dt>Total</dt>
              <dd>{formatCents(order.total)}</dd>
            </div>
          </dl>
        </CardContent>
      </Card>

      <WhatHappensNext />

      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href={SHOP_PATHS.shop}>Continue Shopping</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/">Back to Home</Link>
        </Button>
      </div>
    </div>
  )
}
