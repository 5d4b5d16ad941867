/**
 * The refresh as the job and the staff endpoint run it: sources from the environment
 * (EIA_API_KEY, FUEL_PRICES_UK_FEEDS), one run at a time per process (a second caller joins the
 * run in progress).
 */
import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { DEFAULT_UK_FEEDS } from '@/integrations/fuel-prices'
import { env } from '@/lib/env'

import { refreshFuelPrices, type RefreshOptions, type RefreshOutcome } from './refresh'

/** FUEL_PRICES_UK_FEEDS: unset → the scheme's list; "off" → none; else the URLs given. */
export function ukFeedList(raw: string | undefined): string[] {
  if (raw === undefined) return [...DEFAULT_UK_FEEDS]
  if (raw.trim() === 'off') return []
  return raw
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean)
}

export function refreshOptionsFromEnv(): Omit<RefreshOptions, 'req'> {
  return {
    eiaApiKey: env.EIA_API_KEY,
    ukFeeds: ukFeedList(env.FUEL_PRICES_UK_FEEDS),
    userAgent: `VanlifeVoices-fuel-prices/1.0 (+${env.siteUrl})`,
  }
}

const RUNNING = Symbol.for('vanlife.fuelPrices.refresh')

export function runFuelPriceRefresh(payload: Payload, req?: PayloadRequest): Promise<RefreshOutcome> {
  const holder = globalThis as typeof globalThis & { [RUNNING]?: Promise<RefreshOutcome> }
  holder[RUNNING] ??= refreshFuelPrices(payload, { ...refreshOptionsFromEnv(), req }).finally(() => {
    holder[RUNNING] = undefined
  })
  return holder[RUNNING]
}
