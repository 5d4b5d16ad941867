/**
 * The refresh as the job and the staff endpoint run it: sources from the environment
 * (EIA_API_KEY, FUEL_PRICES_UK_FEEDS), one run at a time per process (a second caller joins the
 * run in progress).
 */
import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { ukFeedList } from '@/integrations/fuel-prices'
import { env } from '@/lib/env'

import { refreshFuelPrices, type RefreshOptions, type RefreshOutcome } from './refresh'

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
