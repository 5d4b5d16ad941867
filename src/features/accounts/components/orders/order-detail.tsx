/**
 * /orders/{id}: one of the member's orders: its items, subtotal, tax, total and shipping details.
 * Server component.
 */
import type { ReactNode } from 'react'

import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { formatLongDate } from '@/lib/utils'

import { formatCents } from '../../orders'
import type { MemberOrder } from '../../server/orders'
import { OrderStatus } from './order-status'

function Row({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div
      className={
        strong ? 'flex justify-between border-t border-border pt-3 text-lg font-semibold' : 'flex justify-between'
      }
    >
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

export function OrderDetail({ order }: { order: MemberOrder }) {
  const { customer } = order
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="lg:col-span-2">
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle as="h2">Items</CardTitle>
          <OrderStatus status={order.status} />
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <p className="text-sm text-mocha-light">
            Ordered on <time dateTime={order.createdAt}>{formatLongDate(order.createdAt)}</time>
          </p>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Items of order {order.orderNumber}</caption>
              <thead className="border-b border-border text-mocha-light">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Product
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Size
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-semibold">
                    Quantity
                  </th>
                  <th scope="col" className="py-2 text-right font-semibold">
                    Price
                  </th>
                </tr>
              </thead>
              <tbody>
                {order.items.map((line, index) => (
                  <tr key={`${line.productName}-${line.size ?? ''}-${index}`} className="border-b border-border">
                    <td className="py-3 pr-3 font-medium">{line.productName}</td>
                    <td className="py-3 pr-3">{line.size ?? '—'}</td>
                    <td className="py-3 pr-3 text-right">{line.quantity}</td>
                    <td className="py-3 text-right">{formatCents(line.totalPrice)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <dl className="ml-auto flex w-full max-w-xs flex-col gap-2 text-sm">
            <Row label="Subtotal">{formatCents(order.subtotal)}</Row>
            <Row label="Shipping">Free</Row>
            <Row label="Tax">{formatCents(order.tax)}</Row>
            <Row label="Total" strong>
              {formatCents(order.total)}
            </Row>
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Shipping details</CardTitle>
        </CardHeader>
        <CardContent>
          <address className="flex flex-col gap-1 not-italic text-mocha">
            <span className="font-semibold">
              {customer.firstName} {customer.lastName}
            </span>
            <span>{customer.address}</span>
            <span>
              {customer.city} {customer.postalCode}
            </span>
            <span>{customer.country}</span>
            <span className="mt-2 break-words text-mocha-light">{order.email}</span>
          </address>
        </CardContent>
      </Card>
    </div>
  )
}
