import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'

import type { OrderView } from '../../schemas'
import { type SummaryLine, SummaryLines, SummaryTotals } from '../checkout/summary-parts'

const toLine = (item: OrderView['items'][number], index: number): SummaryLine => ({
  key: `${item.productId}-${item.size ?? ''}-${index}`,
  name: item.productName,
  size: item.size,
  quantity: item.quantity,
  lineTotal: item.totalPrice,
  image: item.image,
})

/** /payment's order summary: the order as the server priced it (what the buyer pays). */
export function PaymentSummary({ order }: { order: OrderView }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Order Summary</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <SummaryLines lines={order.items.map(toLine)} label={`Items of order ${order.orderNumber}`} />
        <SummaryTotals totals={order} />
      </CardContent>
    </Card>
  )
}
