import type { CollectionAfterChangeHook } from 'payload'

import { expireTags } from '@/cms/hooks/revalidate'
import { CACHE_TAGS } from '@/lib/cache-tags'
import type { Order } from '@/payload-types'

import { releaseOrderStock } from '../../../server/stock'

/**
 * An order cancelled before it shipped (staff cancelling a paid order after refunding it) gives its
 * items back to the shelf: they never left it. A shipped order cancelled gives nothing back (the
 * parcel is gone; staff count a returned, resellable item back in the product's stock by hand).
 * In the update's transaction; once only (server/stock.ts clears the order's `stockReserved` first).
 */
export const releaseStockOnCancel: CollectionAfterChangeHook<Order> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.status !== 'cancelled') return doc
  if (previousDoc?.status !== 'paid' && previousDoc?.status !== 'pending') return doc
  if (await releaseOrderStock(req.payload, req, String(doc.id))) {
    expireTags([CACHE_TAGS.products], req.context, (msg) => req.payload.logger.debug(msg))
  }
  return doc
}
