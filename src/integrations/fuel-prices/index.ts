/**
 * Live fuel prices: the US energy agency (EIA API v2, weekly US averages) and UK retailers'
 * open-data feeds (averaged). Typed results in our own terms; a source's failure is part of the
 * result, never thrown. Server-only.
 */
import 'server-only'

export {
  DEFAULT_UK_FEEDS,
  FUEL_PRICE_TIMEOUT_MS,
  UK_PENCE_PER_LITRE_RANGE,
  US_DOLLARS_PER_GALLON_RANGE,
} from './constants'
export { EIA_SOURCE, eiaRequestUrl, type EiaOptions, fetchEiaPrices, parseEiaResponse } from './eia'
export {
  averageUkReadings,
  feedName,
  fetchUkPrices,
  penceToPounds,
  readUkFeed,
  ukFeedList,
  UK_FEEDS_SOURCE,
  type UkFeedsOptions,
  type UkFuelPriceResult,
} from './uk-feeds'
export type {
  FuelPriceObservation,
  FuelPriceResult,
  FuelType,
  SourceFailure,
  SourceFailureReason,
  UkFuelPrice,
  UsFuelPrice,
} from './types'
export { checkFuelSources, type FuelSourcesHealthOptions } from './health'
