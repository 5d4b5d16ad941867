/**
 * /orders (SPEC §2, §3, §7): the member's orders, newest first, each with its number ("VLV-" and
 * the last 6 characters of its id), date, items, total and status, linking to its details. A member
 * without orders is pointed at the shop (Visit the Shop) and at the stories (Read Stories). Server
 * component.
 */
import { ChevronRightIcon, PackageOpenIcon } from 'lucide-react'
import Link from 'next/link'

import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { SHOP_PATHS } from '@/features/shop'
import { formatLongDate } from '@/lib/utils'

import { formatCents } from '../../orders'
import type { MemberOrder, OrderLine } from '../../server/orders'
import { OrderStatus } from './order-status'

export function lineLabel(line: OrderLine): string {
  return `${line.productName}${line.size ? ` (${line.size})` : ''} × ${line.quantity}`
}

export function NoOrdersYet({ productName }: { productName: string }) {
  return (
    <Card variant="sand" className="items-center text-center">
      <CardContent className="flex max-w-xl flex-col items-center gap-4 py-12">
        <PackageOpenIcon className="size-10 text-burnt" aria-hidden="true" />
        <h2 className="text-2xl md:text-3xl">No orders yet</h2>
        <p className="text-mocha-light">
          Orders you place in the {productName} shop appear here, with their status and shipping details.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild variant="primary">
            <Link href={SHOP_PATHS.shop}>Visit the Shop</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/stories">Read Stories</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  )
}

export function OrderList({ orders }: { orders: readonly MemberOrder[] }) {
  return (
    <ol className="flex flex-col gap-4" aria-label="Your orders, newest first">
      {orders.map((order) => (
        <li key={order.id}>
          <Card interactive className="relative">
            <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex min-w-0 flex-col gap-1">
                <h2 className="text-xl font-semibold">
                  <Link
                    href={`/orders/${encodeURIComponent(order.id)}`}
                    className="focus-visible:outline-none after:absolute after:inset-0"
                  >
                    Order {order.orderNumber}
                  </Link>
                </h2>
                <p className="text-sm text-mocha-light">
                  <time dateTime={order.createdAt}>{formatLongDate(order.createdAt)}</time>
                </p>
                <p className="text-sm text-mocha">{order.items.map(lineLabel).join(', ')}</p>
              </div>
              <div className="flex items-center gap-4 sm:flex-col sm:items-end sm:gap-2">
                <OrderStatus status={order.status} />
                <p className="text-lg font-semibold">{formatCents(order.total)}</p>
                <ChevronRightIcon className="hidden size-5 text-mocha-light sm:block" aria-hidden="true" />
              </div>
            </CardContent>
          </Card>
        </li>
      ))}
    </ol>
  )
}
