/**
 * Refreshing the fuel-prices collection from the live sources (src/integrations/fuel-prices):
 * US averages from the EIA (only with an API key), UK averages from the retailers' feeds. One
 * record per region and fuel is upserted with source 'live' and lastUpdated = the observation
 * time; what a source did not give (a failure, a bad answer, a fuel missing) leaves its record as
 * it is. Every failure is logged by source and reason (never a URL, key or answer body).
 */
import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import {
  fetchEiaPrices,
  fetchUkPrices,
  type FuelPriceObservation,
  type FuelType,
  type SourceFailure,
} from '@/integrations/fuel-prices'
import { logger } from '@/lib/logger'
import type { FuelPrice } from '@/payload-types'

export type FuelPriceRegionLive = FuelPriceObservation['region']

export type FuelPriceUpdate = {
  region: FuelPriceRegionLive
  fuelType: FuelType
  price: number
  unit: FuelPriceObservation['unit']
  /** ISO 8601 observation time, now the record's lastUpdated. */
  lastUpdated: string
  /** The record before (null: created). */
  previous: Pick<FuelPrice, 'price' | 'unit' | 'source' | 'lastUpdated'> | null
}

export type RefreshOutcome = {
  updated: FuelPriceUpdate[]
  /** Prices the record already had (or a newer live price it keeps). */
  unchanged: { region: FuelPriceRegionLive; fuelType: FuelType }[]
  /** Sources (or the database) that gave nothing for some price. */
  failures: SourceFailure[]
  /** Regions not asked for, and why (no EIA key, UK feeds off). */
  skipped: { region: FuelPriceRegionLive; reason: string }[]
}

export type RefreshOptions = {
  /** Without it the US prices are not asked for. */
  eiaApiKey?: string
  /** Empty: the UK prices are not asked for. */
  ukFeeds: readonly string[]
  userAgent?: string
  fetch?: typeof fetch
  timeoutMs?: number
  now?: Date
  /** The job's or endpoint's request, for Payload's operations. */
  req?: PayloadRequest
}

const SAME = 1e-9

type Write = { kind: 'updated'; update: FuelPriceUpdate } | { kind: 'unchanged' }

async function upsert(payload: Payload, observation: FuelPriceObservation, req?: PayloadRequest): Promise<Write> {
  const { region, fuelType, price, unit } = observation
  const lastUpdated = observation.observedAt.toISOString()
  const { docs } = await payload.find({
    collection: 'fuel-prices',
    where: { and: [{ region: { equals: region } }, { fuelType: { equals: fuelType } }] },
    sort: '-lastUpdated',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const existing = docs[0]
  if (existing?.source === 'live') {
    const stored = Date.parse(existing.lastUpdated)
    // A newer live price stays (a feed answering late); the same one is not written again.
    if (stored > observation.observedAt.getTime()) return { kind: 'unchanged' }
    if (
      stored === observation.observedAt.getTime() &&
      Math.abs(existing.price - price) < SAME &&
      existing.unit === unit
    )
      return { kind: 'unchanged' }
  }
  const data = { region, fuelType, price, unit, source: 'live' as const, lastUpdated }
  if (existing) {
    await payload.update({ collection: 'fuel-prices', id: existing.id, data, depth: 0, overrideAccess: true, req })
  } else {
    await payload.create({ collection: 'fuel-prices', data, depth: 0, overrideAccess: true, req })
  }
  const previous = existing
    ? { price: existing.price, unit: existing.unit, source: existing.source, lastUpdated: existing.lastUpdated }
    : null
  return { kind: 'updated', update: { region, fuelType, price, unit, lastUpdated, previous } }
}

/** Asks the configured sources and writes what they gave. Never throws for a source's failure. */
export async function refreshFuelPrices(payload: Payload, options: RefreshOptions): Promise<RefreshOutcome> {
  const skipped: RefreshOutcome['skipped'] = []
  if (!options.eiaApiKey) skipped.push({ region: 'usa', reason: 'EIA_API_KEY is not set' })
  if (options.ukFeeds.length === 0) skipped.push({ region: 'uk', reason: 'no UK feeds (FUEL_PRICES_UK_FEEDS is off)' })

  const [us, uk] = await Promise.all([
    options.eiaApiKey
      ? fetchEiaPrices({ apiKey: options.eiaApiKey, fetch: options.fetch, timeoutMs: options.timeoutMs })
      : null,
    options.ukFeeds.length > 0
      ? fetchUkPrices({
          feeds: options.ukFeeds,
          fetch: options.fetch,
          timeoutMs: options.timeoutMs,
          userAgent: options.userAgent,
          now: options.now,
        })
      : null,
  ])

  const observations: FuelPriceObservation[] = [...(us?.prices ?? []), ...(uk?.prices ?? [])]
  const failures: SourceFailure[] = [...(us?.failures ?? []), ...(uk?.failures ?? [])]
  const outcome: RefreshOutcome = { updated: [], unchanged: [], failures, skipped }

  for (const observation of observations) {
    try {
      const write = await upsert(payload, observation, options.req)
      if (write.kind === 'updated') outcome.updated.push(write.update)
      else outcome.unchanged.push({ region: observation.region, fuelType: observation.fuelType })
    } catch (error) {
      logger.error(
        { event: 'fuel_price_write_failed', region: observation.region, fuelType: observation.fuelType, err: error },
        'Could not store a fuel price',
      )
      failures.push({
        source: 'database',
        reason: 'network',
        detail: `could not store ${observation.region} ${observation.fuelType}`,
      })
    }
  }

  for (const failure of failures) {
    logger.warn(
      { event: 'fuel_price_source_failed', source: failure.source, reason: failure.reason, detail: failure.detail },
      `Fuel prices: ${failure.source} gave nothing usable`,
    )
  }
  logger.info(
    {
      event: 'fuel_prices_refreshed',
      updated: outcome.updated.map((update) => `${update.region}:${update.fuelType}`),
      unchanged: outcome.unchanged.length,
      failed: failures.map((failure) => failure.source),
      skipped: skipped.map((skip) => skip.region),
      ukStations: uk?.stationCounts,
      ukFeedsAnswered: uk?.feedsAnswered,
      ukIgnoredValues: uk?.ignoredValues,
    },
    'Fuel prices refreshed',
  )
  return outcome
}
