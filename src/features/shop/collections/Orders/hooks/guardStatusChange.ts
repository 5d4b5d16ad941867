import { APIError, type CollectionBeforeChangeHook } from 'payload'

import type { OrderStatus } from '../../../logic/order-status'

export const STATUS_CHANGE_REFUSED =
  'Staff can only cancel a paid or shipped order here (after refunding it in the payment dashboard). Payments set an order paid, failed or expired, and "Mark as shipped" ships it.'

/** What staff may do to an order's status by hand: cancel a paid or shipped one. */
export function staffMayChangeStatus(from: OrderStatus, to: OrderStatus): boolean {
  return from === to || ((from === 'paid' || from === 'shipped') && to === 'cancelled')
}

/**
 * Refuses any other status change made by a signed-in user (the admin, the REST API): paid must
 * come from a payment (which takes the stock and sends the emails), shipped from "Mark as shipped"
 * (which records the tracking and emails it), and nothing may go back to pending (it would be
 * fulfilled a second time). The server's own writes carry no user and are not limited here.
 */
export const guardStatusChange: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !req.user || !originalDoc) return data
  const from = originalDoc.status as OrderStatus
  const to = (data.status ?? from) as OrderStatus
  if (!staffMayChangeStatus(from, to)) throw new APIError(STATUS_CHANGE_REFUSED, 400, null, true)
  return data
}
