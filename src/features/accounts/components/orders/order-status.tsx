import { Badge } from '@/components/ui/badge'
import type { Order } from '@/payload-types'

import { ORDER_STATUS_LABELS } from '../../dashboard'

export function OrderStatus({ status }: { status: Order['status'] }) {
  return (
    <Badge variant={status === 'failed' ? 'terra' : status === 'pending' ? 'outline' : 'secondary'}>
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  )
}
