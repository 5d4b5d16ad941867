/** What the status page checks, from the environment (tests point parts of it at local fakes). */
import 'server-only'

import { ukFeedList } from '@/integrations/fuel-prices'
import { stripeApiAddress, type StripeApiAddress } from '@/integrations/stripe'
import { env, type Env, type ObjectStorageSettings } from '@/lib/env'

export type StatusConfig = {
  live: boolean
  siteUrl: string
  databaseKind: 'sqlite' | 'postgres'
  databaseUrl: string
  emailDelivery: 'smtp' | 'outbox'
  emailDeliverySetting: 'smtp' | 'outbox' | null
  smtpUrl: string | null
  payments: 'stripe' | 'simulator'
  paymentsTestMode: boolean
  stripe: { secretKey: string; api?: StripeApiAddress } | null
  redisUrl: string | null
  kitApiKey: string | null
  /** Tests only: a local fake of Kit's API. */
  kitApiBase?: string
  recaptcha: boolean
  /** Both reCAPTCHA keys set: the secret the health check sends to siteverify. */
  recaptchaSecret: string | null
  fuelSources: string[]
  /** The live sources the health check asks (none with FUEL_PRICES_CRON=off). */
  eiaApiKey: string | null
  ukFeeds: string[]
  fuelCron: string
  mediaDir: string
  /** S3_BUCKET: uploads live in object storage (checked), not in mediaDir. */
  objectStorage: ObjectStorageSettings | null
  dataDir: string
  backupCron: string
  jobsRunInProcess: boolean
  /** Where package.json, .next/BUILD_ID and src/migrations are: the app's folder. */
  root: string
  /** Tests only: the committed migrations' folder (else the database adapter's, or src/migrations/<kind>). */
  migrationDir?: string
  /** Each check's time limit. */
  timeoutMs: number
}

/** Each outside check gets this long: the page waits for the slowest, in parallel. */
export const CHECK_TIMEOUT_MS = 3_000

export function statusConfig(source: Env = env): StatusConfig {
  const fuelOff = source.FUEL_PRICES_CRON === 'off'
  const fuelSources: string[] = []
  if (source.EIA_API_KEY) fuelSources.push('EIA (US weekly averages)')
  if (source.FUEL_PRICES_UK_FEEDS !== 'off') fuelSources.push('UK retailer feeds')
  return {
    live: source.live,
    siteUrl: source.siteUrl,
    databaseKind: source.databaseKind,
    databaseUrl: source.DATABASE_URL,
    emailDelivery: source.emailDelivery,
    emailDeliverySetting: source.EMAIL_DELIVERY ?? null,
    smtpUrl: source.SMTP_URL ?? null,
    payments: source.payments,
    paymentsTestMode: source.paymentsTestMode,
    stripe:
      source.payments === 'stripe' && source.STRIPE_SECRET_KEY
        ? { secretKey: source.STRIPE_SECRET_KEY, api: stripeApiAddress(source.STRIPE_API_BASE) }
        : null,
    redisUrl: source.REDIS_URL ?? null,
    kitApiKey: source.CONVERTKIT_API_KEY ?? null,
    recaptcha: Boolean(source.RECAPTCHA_SITE_KEY && source.RECAPTCHA_SECRET_KEY),
    recaptchaSecret: (source.RECAPTCHA_SITE_KEY && source.RECAPTCHA_SECRET_KEY) || null,
    fuelSources: fuelOff ? [] : fuelSources,
    eiaApiKey: fuelOff ? null : (source.EIA_API_KEY ?? null),
    ukFeeds: fuelOff ? [] : ukFeedList(source.FUEL_PRICES_UK_FEEDS),
    fuelCron: source.FUEL_PRICES_CRON,
    mediaDir: source.MEDIA_DIR,
    objectStorage: source.objectStorage,
    dataDir: source.DATA_DIR,
    backupCron: source.BACKUP_CRON,
    jobsRunInProcess: source.jobsRunInProcess,
    root: process.cwd(),
    timeoutMs: CHECK_TIMEOUT_MS,
  }
}
