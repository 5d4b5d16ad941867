/**
 * The scheduled fuel price refresh (../fuel-prices/refresh.ts) as a Payload job task, scheduled by
 * FUEL_PRICES_CRON on the default queue (run by its autoRun in the production server, like the
 * weekly newsletter issue). Registering a task adds its slug to PostgreSQL's enums of task slugs: migration
 * 20261127_100842_fuel_prices_task.
 */
import type { TaskConfig } from 'payload'

import { env } from '@/lib/env'

import { runFuelPriceRefresh } from '../fuel-prices/run'
import { describeRefresh } from '../fuel-prices/summary'

export const REFRESH_FUEL_PRICES_TASK = 'refreshFuelPrices'

type ScheduleConfig = NonNullable<TaskConfig['schedule']>[number]

/** The task's `schedule`: none when the cron is "off". */
export function fuelPricesSchedule(cron: string, queue = 'default'): ScheduleConfig[] {
  return cron.trim() === 'off' ? [] : [{ cron: cron.trim(), queue }]
}

/**
 * Stores what the sources gave and succeeds, even when some failed (their records stay as they
 * are; the failures are logged). Throws, so the job is marked failed and retried once later, only
 * when every source asked failed and nothing was stored.
 */
export const refreshFuelPricesTask: TaskConfig<'refreshFuelPrices'> = {
  slug: REFRESH_FUEL_PRICES_TASK,
  label: 'Refresh fuel prices from the live sources',
  outputSchema: [
    { name: 'updated', type: 'number', required: true },
    { name: 'unchanged', type: 'number', required: true },
    { name: 'failedSources', type: 'number', required: true },
    { name: 'summary', type: 'text', required: true },
  ],
  retries: { attempts: 1, backoff: { type: 'fixed', delay: 15 * 60_000 } },
  schedule: fuelPricesSchedule(env.FUEL_PRICES_CRON),
  handler: async ({ req }) => {
    const outcome = await runFuelPriceRefresh(req.payload, req)
    const summary = describeRefresh(outcome)
    const asked = outcome.updated.length + outcome.unchanged.length + outcome.failures.length
    if (asked > 0 && outcome.updated.length === 0 && outcome.unchanged.length === 0) {
      throw new Error(`Fuel prices: every source failed. ${summary}`)
    }
    const failedSources = new Set(outcome.failures.map((failure) => failure.source)).size
    return {
      output: { updated: outcome.updated.length, unchanged: outcome.unchanged.length, failedSources, summary },
    }
  },
}
