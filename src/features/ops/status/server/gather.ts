/**
 * Gathers the status page's facts: every check at once, each with its time limit, none able to
 * break the page (a failure is a fact the problems then name).
 */
import 'server-only'

import type { Payload } from 'payload'

import { ago } from '../format'
import { check } from '../timeout'
import type { ServiceFact, StatusFacts } from '../types'
import { type StatusConfig, statusConfig } from './config'
import { backupFacts, fuelPriceFacts, jobFacts, outboxFacts } from './records'
import { serviceFacts } from './services'
import { buildIdOf, diskFacts, migrationFacts, versionOf } from './system'

export async function gatherStatus(
  payload: Payload,
  config: StatusConfig = statusConfig(),
  now: Date = new Date(),
): Promise<StatusFacts> {
  const t = config.timeoutMs
  const [services, fuelPrices, outbox, jobs, backup, disk, migrations, version, buildId] = await Promise.all([
    serviceFacts(payload, config),
    check('The fuel prices', () => fuelPriceFacts(payload, config.fuelSources), t),
    check('The Outbox', () => outboxFacts(payload), t),
    check('The job queue', () => jobFacts(payload, now, config.jobsRunInProcess), t),
    check('The backups', () => backupFacts(payload, config.backupCron), t),
    check('Disk use', () => diskFacts(payload, config), t),
    check('The migrations', () => migrationFacts(payload, config), t),
    versionOf(config.root),
    buildIdOf(config.root),
  ])

  const fuel: ServiceFact = {
    key: 'fuel-prices',
    name: 'Fuel prices',
    mode: config.fuelSources.length > 0 ? 'real' : 'stand-in',
    detail:
      (config.fuelSources.length > 0
        ? `Refreshed from ${config.fuelSources.join(' and ')} (FUEL_PRICES_CRON=${config.fuelCron})`
        : 'Regional estimates only (no live source, or FUEL_PRICES_CRON=off)') +
      (fuelPrices.ok && fuelPrices.value.lastRefreshedAt
        ? `; last updated ${ago(fuelPrices.value.lastRefreshedAt, now)}`
        : ''),
    health: null,
    variable: 'EIA_API_KEY',
  }
  const storageIndex = services.findIndex((service) => service.key === 'storage')
  services.splice(storageIndex, 0, fuel)

  return {
    checkedAt: now.toISOString(),
    live: config.live,
    siteUrl: config.siteUrl,
    emailDelivery: config.emailDelivery,
    emailDeliverySetting: config.emailDeliverySetting,
    payments: config.payments,
    paymentsTestMode: config.paymentsTestMode,
    services,
    fuelPrices,
    outbox,
    jobs,
    backup,
    disk,
    migrations,
    version,
    buildId,
  }
}
