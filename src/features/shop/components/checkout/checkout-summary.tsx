import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'

import type { CartItem } from '../../logic/cart'
import { totalsOf } from '../../logic/money'
import { type SummaryLine, SummaryLines, SummaryTotals } from './summary-parts'

const toLine = (item: CartItem): SummaryLine => ({
  key: item.id,
  name: item.name,
  size: item.size ?? null,
  quantity: item.quantity,
  lineTotal: item.price * item.quantity,
  image: item.image ?? null,
})

/**
 * /checkout's order summary: the cart's lines and totals (8% tax, free shipping) at the prices the
 * product pages showed. For display only: the server prices the order when it is created.
 */
export function CheckoutSummary({ items }: { items: readonly CartItem[] }) {
  const totals = totalsOf(items.map((item) => ({ unitPrice: item.price, quantity: item.quantity })))
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Order Summary</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <SummaryLines lines={items.map(toLine)} label="Items in your cart" />
        <SummaryTotals totals={totals} />
      </CardContent>
    </Card>
  )
}
