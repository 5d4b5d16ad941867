/**
 * An order's life (ours; SPEC shows no status): created `pending`; the payment makes it `paid`
 * (or `failed` when an asynchronous payment fails); a pending order not paid in time is `expired`;
 * staff mark a paid order `shipped`, or `cancelled` after a refund. Pure.
 */
export const ORDER_STATUSES = ['pending', 'paid', 'shipped', 'cancelled', 'expired', 'failed'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending payment',
  paid: 'Paid',
  shipped: 'Shipped',
  cancelled: 'Cancelled',
  expired: 'Expired',
  failed: 'Payment failed',
}

/** How long a pending order (and its payment page) stays payable: Stripe's Checkout allows 30 min to 24 h. */
export const ORDER_PAYABLE_MS = 60 * 60_000

/** How long an expired or failed order is kept before the cleanup removes it. */
export const UNPAID_ORDER_KEPT_MS = 30 * 24 * 60 * 60_000

/** Only a paid order can be marked shipped. */
export function canShip(status: OrderStatus): boolean {
  return status === 'paid'
}
