/**
 * Order numbers and money as the account pages show them (SPEC §3: "VLV-" plus the last 6
 * characters of the order id, upper-cased), and the pages of /orders. Amounts are integer cents.
 * Pure and browser-safe.
 */
import { pageHref } from '@/features/content'

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
export function orderNumberOf(id: string | number): string {
  return `VLV-${String(id).slice(-6).toUpperCase()}`
}

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** 1234 → "$12.34". */
export function formatCents(cents: number): string {
  return USD.format((Number.isFinite(cents) ? Math.round(cents) : 0) / 100)
}
