/**
 * The pages of /orders, and (from the shop slice) how order numbers and money read there (SPEC §3:
 * "VLV-" plus the last 6 characters of the order id, upper-cased). Amounts are integer cents.
 * Pure and browser-safe.
 */
import { pageHref } from '@/lib/paging'

import { ACCOUNT_PAGES } from './paths'

/** Orders on one page of /orders (?page=N). */
export const ORDERS_PER_PAGE = 20

/** The address of a page of /orders: page 1 is /orders itself, later ones /orders?page=N. */
export function ordersPageHref(page: number): string {
  return pageHref(ACCOUNT_PAGES.orders, page)
}

/** The page to send the member to instead of `page` (past the last one: the last), or null to show it. */
export function ordersPageRedirect(page: number, totalPages: number): number | null {
  return totalPages > 0 && page > totalPages ? totalPages : null
}
export { formatCents, orderNumberOf } from '@/features/shop'
