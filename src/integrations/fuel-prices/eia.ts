/**
 * The US Energy Information Administration's API v2: the weekly US average retail price of
 * regular gasoline (EPMR) and of on-highway diesel (EPD2D), dollars per gallon.
 *
 * GET https://api.eia.gov/v2/petroleum/pri/gnd/data/?api_key=…&frequency=weekly&data[0]=value
 *     &facets[duoarea][]=NUS&facets[process][]=PTE&facets[product][]=EPMR&facets[product][]=EPD2D
 *     &sort[0][column]=period&sort[0][direction]=desc&offset=0&length=8
 * answers { response: { data: [{ period: '2026-11-16', product: 'EPMR', value: '3.071', units: '$/GAL', … }] } }
 * (values are strings since API v2.1.6). https://www.eia.gov/opendata/documentation.php
 *
 * The API key travels in the query (the API's only way): the URL is never logged nor put in a
 * failure. A bad answer is a failure in the result, never a throw.
 */
import { z } from 'zod'

import {
  EIA_GASOLINE_DIESEL_URL,
  EIA_PRODUCTS,
  EIA_RETAIL_PROCESS,
  EIA_US_AREA,
  FUEL_PRICE_MAX_BYTES,
  FUEL_PRICE_TIMEOUT_MS,
  US_DOLLARS_PER_GALLON_RANGE,
} from './constants'
import { fetchJson } from './http'
import type { FuelPriceResult, FuelType, SourceFailure, UsFuelPrice } from './types'

export const EIA_SOURCE = 'eia'

export type EiaOptions = {
  apiKey: string
  fetch?: typeof fetch
  timeoutMs?: number
  /** Replaces the API address (tests). */
  url?: string
}

/** The request URL, key included: pass it to fetch only. */
export function eiaRequestUrl(apiKey: string, base: string = EIA_GASOLINE_DIESEL_URL): string {
  const url = new URL(base)
  const params = url.searchParams
  params.set('api_key', apiKey)
  params.set('frequency', 'weekly')
  params.set('data[0]', 'value')
  params.append('facets[duoarea][]', EIA_US_AREA)
  params.append('facets[process][]', EIA_RETAIL_PROCESS)
  params.append('facets[product][]', EIA_PRODUCTS.gasoline)
  params.append('facets[product][]', EIA_PRODUCTS.diesel)
  params.set('sort[0][column]', 'period')
  params.set('sort[0][direction]', 'desc')
  params.set('offset', '0')
  // Two products, a few weeks each: enough when the latest week of one is not out yet.
  params.set('length', '8')
  return url.toString()
}

const envelopeSchema = z.object({ response: z.object({ data: z.array(z.unknown()) }) })

const rowSchema = z.object({
  period: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  product: z.string(),
  duoarea: z.string().optional(),
  process: z.string().optional(),
  value: z.union([z.number(), z.string(), z.null()]),
  units: z.string().nullish(),
})

type EiaRow = z.infer<typeof rowSchema>

function dollarsPerGallon(row: EiaRow): number | null {
  if (row.value === null) return null
  const value = typeof row.value === 'number' ? row.value : row.value.trim() === '' ? NaN : Number(row.value)
  if (!Number.isFinite(value)) return null
  if (value < US_DOLLARS_PER_GALLON_RANGE.min || value > US_DOLLARS_PER_GALLON_RANGE.max) return null
  // "$/GAL" on this route; a row in another unit is not a price per gallon.
  if (row.units && row.units.replace(/\s/g, '').toUpperCase() !== '$/GAL') return null
  return value
}

/**
 * Maps an EIA answer to our prices: for each fuel, the latest week with a believable value in
 * dollars per gallon, for the US average and retail process (when the rows say). A fuel without
 * one is a `bad-payload` failure; an answer of another shape fails as a whole.
 */
export function parseEiaResponse(json: unknown): FuelPriceResult<UsFuelPrice> {
  const envelope = envelopeSchema.safeParse(json)
  if (!envelope.success) {
    return {
      prices: [],
      failures: [{ source: EIA_SOURCE, reason: 'bad-payload', detail: 'the answer has no response.data list' }],
    }
  }
  const rows = envelope.data.response.data.flatMap((raw) => {
    const row = rowSchema.safeParse(raw)
    if (!row.success) return []
    if (row.data.duoarea !== undefined && row.data.duoarea !== EIA_US_AREA) return []
    if (row.data.process !== undefined && row.data.process !== EIA_RETAIL_PROCESS) return []
    return [row.data]
  })
  const prices: UsFuelPrice[] = []
  const failures: SourceFailure[] = []
  for (const fuelType of Object.keys(EIA_PRODUCTS) as FuelType[]) {
    const latest = rows
      .filter((row) => row.product === EIA_PRODUCTS[fuelType])
      .map((row) => ({ row, price: dollarsPerGallon(row) }))
      .filter((entry): entry is { row: EiaRow; price: number } => entry.price !== null)
      .sort((a, b) => b.row.period.localeCompare(a.row.period))[0]
    if (!latest) {
      failures.push({ source: EIA_SOURCE, reason: 'bad-payload', detail: `no usable ${fuelType} price` })
      continue
    }
    prices.push({
      region: 'usa',
      fuelType,
      price: latest.price,
      unit: 'gallon',
      observedAt: new Date(`${latest.row.period}T00:00:00.000Z`),
    })
  }
  return { prices, failures }
}

/** The latest weekly US gasoline and diesel prices; failures in the result, never thrown. */
export async function fetchEiaPrices(options: EiaOptions): Promise<FuelPriceResult<UsFuelPrice>> {
  const answer = await fetchJson(eiaRequestUrl(options.apiKey, options.url), {
    source: EIA_SOURCE,
    timeoutMs: options.timeoutMs ?? FUEL_PRICE_TIMEOUT_MS,
    maxBytes: FUEL_PRICE_MAX_BYTES,
    fetch: options.fetch,
  })
  if (!answer.ok) return { prices: [], failures: [answer.failure] }
  return parseEiaResponse(answer.json)
}
