/**
 * The fuel-prices collection's live-update hooks: every saved or deleted document is news for the
 * open streams (./changes.ts). Saves that ask for no revalidation (seed, import, tests) are not
 * announced either. Never fails a save.
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { logger } from '@/lib/logger'
import type { FuelPrice } from '@/payload-types'

import { type FuelPriceChange, publishFuelPriceChange } from './changes'
import { toFuelPriceRecord } from './records'

function announce(change: () => FuelPriceChange): void {
  try {
    publishFuelPriceChange(change())
  } catch (error) {
    logger.error({ event: 'fuel_price_announce_failed', err: error }, 'Could not announce a fuel price change')
  }
}

export const announceFuelPriceSaved: CollectionAfterChangeHook<FuelPrice> = ({ doc, req }) => {
  if (!req.context.disableRevalidate) announce(() => ({ kind: 'saved', record: toFuelPriceRecord(doc) }))
  return doc
}

export const announceFuelPriceDeleted: CollectionAfterDeleteHook<FuelPrice> = ({ doc, id, req }) => {
  if (!req.context.disableRevalidate) {
    announce(() => ({ kind: 'deleted', id: String(id ?? doc.id), at: new Date().toISOString() }))
  }
  return doc
}
