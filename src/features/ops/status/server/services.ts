/**
 * Each outside service: real or stand-in, and whether it answers (every check with a time limit,
 * all at once; a failure is a fact, never a throw).
 */
import 'server-only'

import fs from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import { checkApiKey } from '@/integrations/convertkit'
import { verifySmtp } from '@/integrations/email/verify'
import { checkFuelSources } from '@/integrations/fuel-prices'
import { checkRecaptchaSecret } from '@/integrations/recaptcha'
import { pingRedis } from '@/integrations/redis'
import { checkBucket, createS3Client } from '@/integrations/s3'
import type { ObjectStorageSettings } from '@/lib/env'
import { checkStripeKey } from '@/integrations/stripe'

import { check } from '../timeout'
import type { ServiceFact } from '../types'
import type { StatusConfig } from './config'

/** "postgres://db.internal:5432/vanlife" without user and password; the file of a SQLite URL. */
export function databaseLabel(config: Pick<StatusConfig, 'databaseKind' | 'databaseUrl'>): string {
  if (config.databaseKind === 'sqlite') return `SQLite, ${config.databaseUrl.replace(/^file:/, '').split('?')[0]}`
  try {
    const url = new URL(config.databaseUrl)
    return `PostgreSQL, ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`
  } catch {
    return 'PostgreSQL'
  }
}

/** "vanlife-media at https://….r2.cloudflarestorage.com, under vanlife/" (no keys). */
export function bucketLabel(storage: ObjectStorageSettings): string {
  const where = storage.endpoint ? `at ${storage.endpoint}` : `AWS S3, ${storage.region}`
  return `${storage.bucket} (${where}${storage.prefix ? `, keys under ${storage.prefix}/` : ''})`
}

async function checkObjectStorage(storage: ObjectStorageSettings, timeoutMs: number): Promise<string> {
  const client = createS3Client(storage)
  try {
    return await checkBucket(client, storage.bucket, timeoutMs)
  } finally {
    client.destroy()
  }
}

async function checkMediaFolder(config: StatusConfig): Promise<string> {
  const dir = path.resolve(config.root, config.mediaDir)
  await fs.mkdir(dir, { recursive: true })
  await fs.access(dir, fs.constants.W_OK)
  return 'writable'
}

async function pingDatabase(payload: Payload): Promise<string> {
  await payload.find({ collection: 'users', limit: 1, depth: 0, pagination: false, overrideAccess: true })
  return 'answers'
}

export async function serviceFacts(payload: Payload, config: StatusConfig): Promise<ServiceFact[]> {
  const t = config.timeoutMs
  const [database, redis, smtp, stripe, kit, recaptcha, fuelSources, storage] = await Promise.all([
    check('The database', () => pingDatabase(payload), t),
    config.redisUrl ? check('Redis', () => pingRedis(config.redisUrl!, t), t) : null,
    config.smtpUrl ? check('SMTP', () => verifySmtp(config.smtpUrl!, t).then(() => 'answers'), t) : null,
    config.stripe
      ? check(
          'Stripe',
          () => checkStripeKey({ secretKey: config.stripe!.secretKey, api: config.stripe!.api, timeoutMs: t }),
          t,
        )
      : null,
    config.kitApiKey
      ? check(
          'Kit',
          () =>
            checkApiKey(config.kitApiKey!, { timeoutMs: t, base: config.kitApiBase }).then(
              (forms) => `key accepted, ${forms} ${forms === 1 ? 'form' : 'forms'}`,
            ),
          t,
        )
      : null,
    config.recaptchaSecret
      ? check('reCAPTCHA', () => checkRecaptchaSecret(config.recaptchaSecret!, { timeoutMs: t }), t)
      : null,
    config.eiaApiKey || config.ukFeeds.length > 0
      ? check(
          'The fuel-price sources',
          // A shorter limit per source, so that the answer names the slow one.
          () =>
            checkFuelSources({ eiaApiKey: config.eiaApiKey, ukFeeds: config.ukFeeds, timeoutMs: Math.round(t * 0.8) }),
          t,
        )
      : null,
    config.objectStorage
      ? check('Object storage', () => checkObjectStorage(config.objectStorage!, t), t)
      : check('The media folder', () => checkMediaFolder(config), t),
  ])

  const emailDetail =
    config.emailDelivery === 'smtp'
      ? 'SMTP (SMTP_URL)'
      : config.emailDeliverySetting === 'outbox'
        ? `Outbox only: EMAIL_DELIVERY=outbox keeps every email in Admin › Outbox${config.smtpUrl ? ' (SMTP_URL is set but not used)' : ''}`
        : 'Outbox only: without SMTP_URL every email is kept in Admin › Outbox'

  return [
    {
      key: 'database',
      name: 'The database',
      mode: 'real',
      detail: databaseLabel(config),
      health: database,
      variable: 'DATABASE_URL',
    },
    {
      key: 'redis',
      name: 'Redis',
      mode: config.redisUrl ? 'real' : 'stand-in',
      detail: config.redisUrl
        ? 'Shared page cache and rate limits (REDIS_URL)'
        : 'In this process: cache and rate limits for one instance (no REDIS_URL)',
      health: redis,
      variable: 'REDIS_URL',
    },
    {
      key: 'smtp',
      name: 'SMTP',
      mode: config.emailDelivery === 'smtp' ? 'real' : 'stand-in',
      detail: emailDetail,
      health: smtp,
      variable: 'SMTP_URL',
    },
    {
      key: 'stripe',
      name: 'Stripe',
      mode: config.payments === 'stripe' ? 'real' : 'stand-in',
      detail:
        config.payments === 'stripe'
          ? `Stripe hosted Checkout${config.paymentsTestMode ? ', test keys: no real money moves' : ''}`
          : 'Built-in checkout simulator: test payments only',
      health: stripe,
      variable: 'STRIPE_SECRET_KEY',
    },
    {
      key: 'kit',
      name: 'Kit',
      mode: config.kitApiKey ? 'real' : 'stand-in',
      detail: config.kitApiKey
        ? 'Newsletter sign-ups also go to Kit (CONVERTKIT_API_KEY)'
        : 'Built-in subscriber list with double opt-in',
      health: kit,
      variable: 'CONVERTKIT_API_KEY',
    },
    {
      key: 'recaptcha',
      name: 'reCAPTCHA',
      mode: config.recaptcha ? 'real' : 'off',
      detail: config.recaptcha
        ? 'Configured: the contact form checks reCAPTCHA v3 scores'
        : 'Off: hidden field and rate limits only (no RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY)',
      health: recaptcha,
      variable: 'RECAPTCHA_SECRET_KEY',
    },
    {
      // gatherStatus adds when the prices were last refreshed (from the records).
      key: 'fuel-prices',
      name: 'Fuel prices',
      mode: config.fuelSources.length > 0 ? 'real' : 'stand-in',
      detail:
        config.fuelSources.length > 0
          ? `Refreshed from ${config.fuelSources.join(' and ')} (FUEL_PRICES_CRON=${config.fuelCron})`
          : 'Regional estimates only (no live source, or FUEL_PRICES_CRON=off)',
      health: fuelSources,
      variable: 'EIA_API_KEY',
    },
    {
      key: 'storage',
      name: 'Media storage',
      mode: config.objectStorage ? 'real' : 'stand-in',
      detail: config.objectStorage
        ? `Object storage: bucket ${bucketLabel(config.objectStorage)}, shared by every instance (S3_BUCKET)`
        : `Local folder (MEDIA_DIR=${config.mediaDir}): this instance's own; several instances need S3_BUCKET`,
      health: storage,
      variable: config.objectStorage ? 'S3_BUCKET' : 'MEDIA_DIR',
    },
  ]
}
