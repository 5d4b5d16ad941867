/**
 * The shop's public surface for other slices (browser-safe): how an order's number, amounts and
 * status read (the accounts slice's /orders pages show a member's orders).
 */
export { formatCents } from './logic/money'
export { isOrderId, orderNumberOf } from './logic/order-number'
export { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from './logic/order-status'
export { SHOP_PATHS } from './paths'
