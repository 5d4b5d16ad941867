/**
 * Stock held by orders (issue 22 point 5): an order reserves its items when it is created, with a
 * conditional decrement per product and size (`stock_M = stock_M - n WHERE stock_M >= n`, in the
 * order's transaction: the row lock makes a concurrent buyer wait, then find what is left), and
 * gives them back exactly once when it expires, fails or is cancelled (the order's
 * `stockReserved` flag is cleared by a conditional update first: only one caller gets to give
 * back). These writes go through drizzle (src/cms/drizzle.ts) and skip Payload's hooks: the
 * caller expires the products' cache tag once the transaction is committed. Server-only.
 */
import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { and, eq, sql } from '@payloadcms/db-sqlite/drizzle'

import { drizzleTable } from '@/cms/drizzle'
import type { Order } from '@/payload-types'

import { stockKeyOf } from '../logic/stock'
import { SHOP_MESSAGES } from '../schemas'

/** One product and size an order holds. */
export type StockLine = { productId: number; productName: string; size: string | null; quantity: number }

export type Reservation = { ok: true } | { ok: false; error: string }

/** The column of a size's count (drizzle's key: `stock_M`, `stock_oneSize`). */
async function stockColumn(payload: Payload, req: PayloadRequest, size: string | null) {
  const key = `stock_${stockKeyOf(size)}`
  const { db, table } = await drizzleTable(payload, 'products', req)
  const column = table[key]
  if (!column) throw new Error(`No stock column ${key} on products`)
  return { db, table, key, column }
}

/** Takes `quantity` off the count when at least that many are left; true when it did. */
async function takeIfLeft(payload: Payload, req: PayloadRequest, line: StockLine): Promise<boolean> {
  const { db, table, key, column } = await stockColumn(payload, req, line.size)
  const rows = await db
    .update(table)
    .set({ [key]: sql`${column} - ${line.quantity}` })
    .where(and(eq(table.id as never, line.productId), sql`${column} >= ${line.quantity}`))
    .returning({ id: table.id })
  return rows.length > 0
}

/** Puts `quantity` back on the count. */
async function putBack(payload: Payload, req: PayloadRequest, line: StockLine): Promise<void> {
  const { db, table, key, column } = await stockColumn(payload, req, line.size)
  await db
    .update(table)
    .set({ [key]: sql`${column} + ${line.quantity}` })
    .where(eq(table.id as never, line.productId))
}

/** How many of the line's product and size are left now (in `req`'s transaction). */
async function countLeft(payload: Payload, req: PayloadRequest, line: StockLine): Promise<number> {
  const product = await payload.findByID({
    collection: 'products',
    id: line.productId,
    depth: 0,
    disableErrors: true,
    overrideAccess: true,
    req,
  })
  const count = (product?.stock as Record<string, unknown> | undefined)?.[stockKeyOf(line.size)]
  return typeof count === 'number' && count > 0 ? Math.floor(count) : 0
}

/** What the buyer is told when a line cannot be reserved: how many are left. */
function shortMessage(line: StockLine, left: number): string {
  if (left > 0) return SHOP_MESSAGES.notEnoughStock(line.productName, line.size, left)
  return line.size
    ? SHOP_MESSAGES.sizeUnavailable(line.productName, line.size)
    : SHOP_MESSAGES.productUnavailable(line.productName)
}

/**
 * Reserves every line in `req`'s transaction, in product and size order (two orders of the same
 * products lock their rows in the same order: no deadlock). On a line that cannot be had, answers
 * what to tell the buyer: the caller must roll the transaction back (the lines before it were taken).
 */
export async function reserveStock(
  payload: Payload,
  req: PayloadRequest,
  lines: readonly StockLine[],
): Promise<Reservation> {
  const ordered = [...lines].sort(
    (a, b) => a.productId - b.productId || stockKeyOf(a.size).localeCompare(stockKeyOf(b.size)),
  )
  for (const line of ordered) {
    if (!(await takeIfLeft(payload, req, line))) {
      return { ok: false, error: shortMessage(line, await countLeft(payload, req, line)) }
    }
  }
  return { ok: true }
}

/** The lines an order holds (a line whose product was deleted holds nothing). */
export function stockLinesOf(order: Pick<Order, 'items'>): StockLine[] {
  const lines: StockLine[] = []
  for (const item of order.items) {
    const productId = typeof item.product === 'object' && item.product ? item.product.id : item.product
    if (typeof productId !== 'number') continue
    lines.push({ productId, productName: item.productName, size: item.size ?? null, quantity: item.quantity })
  }
  return lines
}

/**
 * Gives the order's reserved stock back, once: clears its `stockReserved` flag with a conditional
 * update, and only the caller that cleared it puts the items back. True when this call gave back.
 */
export async function releaseOrderStock(payload: Payload, req: PayloadRequest, orderId: string): Promise<boolean> {
  const { db, table } = await drizzleTable(payload, 'orders', req)
  const cleared = await db
    .update(table)
    .set({ stockReserved: false })
    .where(and(eq(table.id as never, orderId), eq(table.stockReserved as never, true)))
    .returning({ id: table.id })
  if (cleared.length === 0) return false
  const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true, req })
  for (const line of stockLinesOf(order)) await putBack(payload, req, line)
  return true
}
