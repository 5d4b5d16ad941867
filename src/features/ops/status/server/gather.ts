/**
 * Gathers the status page's facts: every check at once, each with its time limit, none able to
 * break the page (a failure is a fact the problems then name).
 */
import 'server-only'

import type { Payload } from 'payload'

import { ago } from '../format'
import { check } from '../timeout'
import type { StatusFacts } from '../types'
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

  // The fuel-price sources' line also says when the prices were last refreshed.
  const lastRefreshedAt = fuelPrices.ok ? fuelPrices.value.lastRefreshedAt : null
  const withRefresh = services.map((service) =>
    service.key === 'fuel-prices' && lastRefreshedAt
      ? { ...service, detail: `${service.detail}; last updated ${ago(lastRefreshedAt, now)}` }
      : service,
  )

  return {
    checkedAt: now.toISOString(),
    live: config.live,
    siteUrl: config.siteUrl,
    emailDelivery: config.emailDelivery,
    emailDeliverySetting: config.emailDeliverySetting,
    payments: config.payments,
    paymentsTestMode: config.paymentsTestMode,
    services: withRefresh,
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
