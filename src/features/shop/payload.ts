import type { PayloadSlice } from '@/cms/slice'

import { Orders } from './collections/Orders'
import { PaymentEvents, PaymentSimulations } from './collections/PaymentSimulations'
import { Products } from './collections/Products'
import { deliverPaymentEventTask } from './jobs/deliver-payment-event'
import { expirePendingOrdersTask } from './jobs/expire-pending-orders'

/** The merch shop: its products, orders, payment events and the checkout simulator's sessions. */
export const shopSlice: PayloadSlice = {
  collections: [Products, Orders, PaymentEvents, PaymentSimulations],
  tasks: [deliverPaymentEventTask, expirePendingOrdersTask],
}
