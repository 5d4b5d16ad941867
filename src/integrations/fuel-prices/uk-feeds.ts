/**
 * UK retailers' open-data fuel price feeds (the CMA road fuel scheme, see DEFAULT_UK_FEEDS). Each
 * feed answers `{ last_updated: 'dd/MM/yyyy HH:mm:ss', stations: [{ site_id, brand, address,
 * postcode, location, prices: { E10?, E5?, B7?, SDV? } }] }`, prices in pence per litre.
 *
 * The national average of E10 (gasoline) and B7 (diesel) is the mean over every station of every
 * feed that answered, in pounds per litre. Each feed fails on its own (time limit, status, shape,
 * age); a station price outside 50–500 pence is ignored.
 */
import { z } from 'zod'

import {
  DEFAULT_UK_FEEDS,
  FUEL_PRICE_MAX_BYTES,
  FUEL_PRICE_TIMEOUT_MS,
  UK_FEED_MAX_AGE_MS,
  UK_PENCE_PER_LITRE_RANGE,
} from './constants'
import { fetchJson } from './http'
import type { FuelPriceResult, FuelType, SourceFailure, UkFuelPrice } from './types'

/** Names the averages when no feed gave a price for a fuel. */
export const UK_FEEDS_SOURCE = 'uk-feeds'

/** The feed keys we average: E10 petrol, B7 diesel. */
export const UK_FUEL_KEYS: Record<FuelType, string> = { gasoline: 'E10', diesel: 'B7' }

export type UkFeedsOptions = {
  feeds: readonly string[]
  fetch?: typeof fetch
  timeoutMs?: number
  /** Sent as User-Agent: some retailers refuse anonymous clients. */
  userAgent?: string
  now?: Date
}

export type UkFuelPriceResult = FuelPriceResult<UkFuelPrice> & {
  /** Feeds that answered with a usable document. */
  feedsAnswered: number
  /** Stations whose price entered each average. */
  stationCounts: Record<FuelType, number>
  /** Station prices left out as absurd (outside 50–500 pence) or unreadable. */
  ignoredValues: number
}

/** One feed's usable content. */
export type UkFeedReading = {
  pence: Record<FuelType, number[]>
  ignoredValues: number
  /** The feed's own last update, when it says (and it parses). */
  lastUpdated: Date | null
}

const feedSchema = z.object({
  last_updated: z.string().nullish(),
  stations: z.array(z.unknown()),
})

const stationSchema = z.object({ prices: z.record(z.string(), z.unknown()) })

/** FUEL_PRICES_UK_FEEDS: unset → the scheme's list; "off" → none; else the URLs given. */
export function ukFeedList(raw: string | undefined): string[] {
  if (raw === undefined) return [...DEFAULT_UK_FEEDS]
  if (raw.trim() === 'off') return []
  return raw
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean)
}

/** A feed's host: how a feed is named in failures and logs. */
export function feedName(url: string): string {
  try {
    return new URL(url).host
  } catch {
    return 'invalid feed URL'
  }
}

/** Pounds per litre from pence per litre, to a tenth of a penny. */
export function penceToPounds(pence: number): number {
  return Math.round(pence * 10) / 1000
}

/** The mean, or null for none. */
export function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null
  return values.reduce((sum, value) => sum + value, 0) / values.length
}

/** A station's price in pence, or null when missing, unreadable or outside the believable range. */
export function stationPence(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN
  if (!Number.isFinite(number)) return null
  if (number < UK_PENCE_PER_LITRE_RANGE.min || number > UK_PENCE_PER_LITRE_RANGE.max) return null
  return number
}

const LONDON_OFFSET = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', timeZoneName: 'longOffset' })

/** Minutes London is ahead of UTC at `at` (0 in winter, 60 in summer). */
function londonOffsetMinutes(at: number): number {
  const name = LONDON_OFFSET.formatToParts(new Date(at)).find((part) => part.type === 'timeZoneName')?.value ?? ''
  const match = /([+-])(\d{2}):(\d{2})/.exec(name)
  if (!match) return 0
  const minutes = Number(match[2]) * 60 + Number(match[3])
  return match[1] === '-' ? -minutes : minutes
}

/** A feed's `last_updated`: 'dd/MM/yyyy HH:mm[:ss]' in UK time (the scheme's format), or ISO 8601. */
export function parseFeedTime(value: string | null | undefined): Date | null {
  if (!value) return null
  const uk = /^(\d{2})\/(\d{2})\/(\d{4})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value.trim())
  if (uk) {
    const [, day, month, year, hour = '0', minute = '0', second = '0'] = uk
    const asUtc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second))
    const wall = new Date(asUtc)
    // 31/02 or 25:00 would roll over into another day: not a date.
    if (wall.getUTCDate() !== Number(day) || wall.getUTCMonth() !== Number(month) - 1 || Number(hour) > 23) return null
    return new Date(asUtc - londonOffsetMinutes(asUtc) * 60_000)
  }
  if (!/^\d{4}-\d{2}-\d{2}/.test(value.trim())) return null
  const parsed = new Date(value.trim())
  return Number.isNaN(parsed.getTime()) ? null : parsed
}

/** Reads one feed document; null when it is not of the scheme's shape. */
export function readUkFeed(json: unknown): UkFeedReading | null {
  const feed = feedSchema.safeParse(json)
  if (!feed.success) return null
  const reading: UkFeedReading = {
    pence: { gasoline: [], diesel: [] },
    ignoredValues: 0,
    lastUpdated: parseFeedTime(feed.data.last_updated),
  }
  for (const raw of feed.data.stations) {
    const station = stationSchema.safeParse(raw)
    if (!station.success) continue
    for (const fuelType of Object.keys(UK_FUEL_KEYS) as FuelType[]) {
      const value = station.data.prices[UK_FUEL_KEYS[fuelType]]
      if (value === undefined || value === null) continue
      const pence = stationPence(value)
      if (pence === null) reading.ignoredValues += 1
      else reading.pence[fuelType].push(pence)
    }
  }
  return reading
}

/**
 * Averages the readings of the feeds that answered into our prices. A fuel no station priced is a
 * `no-prices` failure. The observation time is the newest feed update (never in the future),
 * or `now` when no feed says.
 */
export function averageUkReadings(readings: readonly UkFeedReading[], now: Date): UkFuelPriceResult {
  const times = readings
    .map((reading) => reading.lastUpdated?.getTime())
    .filter((time): time is number => time !== undefined && time <= now.getTime())
  const observedAt = times.length > 0 ? new Date(Math.max(...times)) : now
  const prices: UkFuelPrice[] = []
  const failures: SourceFailure[] = []
  const stationCounts: Record<FuelType, number> = { gasoline: 0, diesel: 0 }
  for (const fuelType of Object.keys(UK_FUEL_KEYS) as FuelType[]) {
    const all = readings.flatMap((reading) => reading.pence[fuelType])
    stationCounts[fuelType] = all.length
    const average = mean(all)
    if (average === null) {
      failures.push({
        source: UK_FEEDS_SOURCE,
        reason: 'no-prices',
        detail: `no station gave a believable ${UK_FUEL_KEYS[fuelType]} (${fuelType}) price`,
      })
      continue
    }
    prices.push({ region: 'uk', fuelType, price: penceToPounds(average), unit: 'liter', observedAt })
  }
  return {
    prices,
    failures,
    feedsAnswered: readings.length,
    stationCounts,
    ignoredValues: readings.reduce((sum, reading) => sum + reading.ignoredValues, 0),
  }
}

async function readFeed(
  url: string,
  options: UkFeedsOptions,
  now: Date,
): Promise<{ reading: UkFeedReading } | { failure: SourceFailure }> {
  const source = feedName(url)
  const answer = await fetchJson(url, {
    source,
    timeoutMs: options.timeoutMs ?? FUEL_PRICE_TIMEOUT_MS,
    maxBytes: FUEL_PRICE_MAX_BYTES,
    fetch: options.fetch,
    headers: options.userAgent ? { 'User-Agent': options.userAgent } : undefined,
  })
  if (!answer.ok) return { failure: answer.failure }
  const reading = readUkFeed(answer.json)
  if (!reading) return { failure: { source, reason: 'bad-payload', detail: 'the answer has no stations list' } }
  if (reading.lastUpdated && now.getTime() - reading.lastUpdated.getTime() > UK_FEED_MAX_AGE_MS) {
    return { failure: { source, reason: 'stale', detail: `last updated ${reading.lastUpdated.toISOString()}` } }
  }
  return { reading }
}

/** The UK averages from every feed at once; each feed's failure is reported, none is thrown. */
export async function fetchUkPrices(options: UkFeedsOptions): Promise<UkFuelPriceResult> {
  const now = options.now ?? new Date()
  const outcomes = await Promise.all(options.feeds.map((url) => readFeed(url, options, now)))
  const readings = outcomes.flatMap((outcome) => ('reading' in outcome ? [outcome.reading] : []))
  const feedFailures = outcomes.flatMap((outcome) => ('failure' in outcome ? [outcome.failure] : []))
  const averaged = averageUkReadings(readings, now)
  return { ...averaged, failures: [...feedFailures, ...averaged.failures] }
}
