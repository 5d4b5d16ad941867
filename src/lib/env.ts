/**
 * The one place that reads process.env. Parsed and validated once, at start.
 * Every variable is documented in .env.example and README.md.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { z } from 'zod'

const booleanish = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1')

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  SITE_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .default('file:./data/vanlife.db')
    .refine((url) => /^(file:|postgres(ql)?:\/\/)/.test(url), {
      message: 'DATABASE_URL must be a file: URL (SQLite) or a postgres:// URL',
    }),
  PAYLOAD_SECRET: z.string().min(16).optional(),
  PAYLOAD_DB_PUSH: booleanish,
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  MEDIA_DIR: z.string().default('./media'),
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** smtp(s)://user:pass@host:port — real email delivery; without it emails stay in the outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  EMAIL_FROM: z.string().min(3).optional(),
  /**
   * "outbox": keep every email in the admin's Outbox even on a live site (a staging site's explicit
   * opt-in to the stand-in; with SMTP_URL set too, nothing is delivered). "smtp": SMTP_URL must be set.
   * Unset: SMTP when SMTP_URL is set, otherwise the outbox (refused by a live start).
   */
  EMAIL_DELIVERY: z.enum(['smtp', 'outbox'], 'EMAIL_DELIVERY must be "smtp" or "outbox"').optional(),
  /** Optional form-collection service: story submissions are also POSTed there as JSON. */
  FORM_FORWARD_STORY_URL: z.url().optional(),
  /** Optional form-collection service: contact messages are also POSTed there as JSON. */
  FORM_FORWARD_CONTACT_URL: z.url().optional(),
  /** Kit/ConvertKit v3: with an API key, subscriptions go to Kit (and are still recorded locally). */
  CONVERTKIT_API_KEY: z.string().min(1).optional(),
  /** Kit form to subscribe to; defaults to the built-in form id. */
  CONVERTKIT_FORM_ID: z.string().regex(/^\d+$/, 'CONVERTKIT_FORM_ID must be a numeric Kit form id').optional(),
  /** reCAPTCHA v3: both keys turn the captcha on for the contact form; otherwise honeypot + rate limit. */
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_SECRET_KEY: z.string().min(1).optional(),
  /** Lowest reCAPTCHA v3 score accepted (0 = bot, 1 = human). */
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  /** When the weekly newsletter issue goes out: a 5-field cron expression in NEWSLETTER_TIMEZONE, or "off". */
  NEWSLETTER_DIGEST_CRON: z
    .string()
    .regex(/^(off|\S+( \S+){4})$/, 'NEWSLETTER_DIGEST_CRON must be a 5-field cron expression or "off"')
    .default('0 9 * * 4'),
  NEWSLETTER_TIMEZONE: z.string().min(1).default('UTC'),
  /** EIA API v2 key: with it, the fuel-price refresh reads the weekly US averages; without it the US prices stay as they are. */
  EIA_API_KEY: z.string().trim().min(1).optional(),
  /** When the fuel prices are refreshed from the live sources: a 5-field cron expression (server time), or "off". */
  FUEL_PRICES_CRON: z
    .string()
    .trim()
    .regex(/^(off|\S+( \S+){4})$/, 'FUEL_PRICES_CRON must be a 5-field cron expression or "off"')
    .default('0 */6 * * *'),
  /**
   * The UK retailers' open-data fuel price feeds, comma-separated http(s) URLs, or "off". Unset: the
   * CMA scheme's list (src/integrations/fuel-prices/constants.ts).
   */
  FUEL_PRICES_UK_FEEDS: z
    .string()
    .trim()
    .regex(
      /^(off|https?:\/\/[^\s,]+(\s*,\s*https?:\/\/[^\s,]+)*)$/,
      'FUEL_PRICES_UK_FEEDS must be "off" or http(s) URLs, comma-separated',
    )
    .optional(),
  /**
   * Stripe: with both, the shop pays through Stripe's hosted Checkout and takes Stripe's signed
   * webhooks at /api/shop/webhook. Without them, the built-in checkout simulator (same webhook code).
   */
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_\S+$/, 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_\S+$/, 'STRIPE_WEBHOOK_SECRET must be the webhook signing secret (whsec_…)')
    .optional(),
  /**
   * "on": the built-in checkout simulator is allowed on a live site (a staging site's explicit
   * opt-in; every shop page then says "Test mode: no real payments"). Not with the Stripe keys.
   */
  CHECKOUT_SIMULATOR: z.enum(['on', 'off'], 'CHECKOUT_SIMULATOR must be "on" or "off"').optional(),
  /** Tests only: a local fake Stripe API as http://127.0.0.1:PORT (the SDK's host, port and protocol). */
  STRIPE_API_BASE: z.url().optional(),
  /** Set by Next.js itself: 'phase-production-build' while `next build` prerenders. */
  NEXT_PHASE: z.string().optional(),
  /**
   * Whether the production web process runs the job queue too (ADR 0033). Unset: yes, unless the
   * site is live (its jobs then run in `npm run worker`). Either way one process at a time runs
   * them (the queue's lease).
   */
  JOBS_AUTORUN: z.enum(['true', 'false'], 'JOBS_AUTORUN must be "true" or "false"').optional(),
  /** How often the job runner (`npm run worker`, or the web process) ticks: cron, 5 fields, or 6 with seconds first. */
  JOBS_CRON: z
    .string()
    .trim()
    .regex(/^\S+( \S+){4,5}$/, 'JOBS_CRON must be a cron expression of 5 fields (or 6, seconds first)')
    .default('* * * * *'),
  /**
   * redis:// or rediss:// (TLS): with it, the production server keeps pages and data in this Redis, shared
   * by every instance, and the form rate limits count there too. Without it: in this process only.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'REDIS_URL must be a redis:// or rediss:// URL')
    .optional(),
  /**
   * Which proxies in front may name the client in X-Forwarded-For: unset (none: the socket's
   * address), their addresses/CIDR networks or loopback/linklocal/uniquelocal, comma-separated
   * (nginx on this machine: loopback), or a count of proxies. npm start's server applies it
   * (scripts/lib/client-address.mjs, which checks every entry); rate limits count that address.
   */
  TRUSTED_PROXIES: z
    .string()
    .trim()
    .regex(
      /^(\d{1,2}|[0-9A-Za-z.:/]+(\s*,\s*[0-9A-Za-z.:/]+)*)?$/,
      'TRUSTED_PROXIES must be a count of proxies, or their addresses (CIDR allowed), comma-separated',
    )
    .optional(),
  /** Starts every key this site writes to Redis, so several sites can share one Redis. */
  /**
   * How long a member's session lasts without a refresh, in seconds (default 7 days). An open page
   * refreshes it when it is within 90 s of ending (SPEC §9); tests shorten it to see that happen.
   */
  MEMBER_SESSION_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(60 * 60 * 24 * 90)
    .default(60 * 60 * 24 * 7),
  /** When the scheduled backup runs (5-field cron, server time), or "off". */
  BACKUP_CRON: z
    .string()
    .trim()
    .regex(/^(off|\S+( \S+){4})$/, 'BACKUP_CRON must be a 5-field cron expression or "off"')
    .default('30 3 * * *'),
  /** Where `npm run backup` and the scheduled backup write their archives. */
  BACKUP_DIR: z.string().min(1).default('./backups'),
  /** How many scheduled backups are kept in BACKUP_DIR (older ones are removed). */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  /**
   * Object storage: with S3_BUCKET, every upload (images, their sizes, videos) lives in this bucket
   * of AWS S3 or an S3-compatible store (ADR 0032), shared by every instance; without it, in MEDIA_DIR.
   * S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go with it.
   */
  S3_BUCKET: z.string().trim().min(1).optional(),
  /** An S3-compatible store's address (MinIO, R2: https://<account>.r2.cloudflarestorage.com); unset for AWS. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http(s) URL' }).optional(),
  /** The bucket's region (AWS: e.g. eu-west-1; R2: auto; MinIO: us-east-1). */
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  /** Bucket in the path (https://host/bucket/key): MinIO and most self-hosted stores need it. */
  S3_FORCE_PATH_STYLE: booleanish,
  /** Starts every key the site writes (e.g. "vanlife"), so several sites can share one bucket. */
  S3_PREFIX: z
    .string()
    .trim()
    .regex(
      /^([A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*)?$/,
      'S3_PREFIX must be folder names separated by "/", no leading or trailing "/"',
    )
    .default(''),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'REDIS_KEY_PREFIX must be 1-64 letters, digits, ":", "_", "." or "-"')
    .default('vanlife:'),
  /**
   * Next's deployment id (skew protection: `?dpl=` on asset URLs, a full reload when the server's
   * differs). Set, it names the shared cache's namespace instead of the build id (ADR 0013). The
   * same value for `npm run build` and every process of that deployment. Next itself sets it to ""
   * in a server without one: "" is unset.
   */
  NEXT_DEPLOYMENT_ID: z
    .string()
    .regex(/^([A-Za-z0-9_-]{1,64})?$/, 'NEXT_DEPLOYMENT_ID must be 1-64 letters, digits, "_" or "-"')
    .optional()
    .transform((value) => value || undefined),
})

export type Env = z.infer<typeof schema> & {
  /** Public origin of the site, without a trailing slash. */
  siteUrl: string
  /** SITE_URL is https: cookies are Secure, and npm start's server sends HSTS and upgrade-insecure-requests. */
  httpsOnly: boolean
  /** Secret used by Payload to sign sessions. */
  payloadSecret: string
  databaseKind: 'sqlite' | 'postgres'
  /**
   * The web process runs background jobs (queue runner and schedules) too: production, with
   * JOBS_AUTORUN=true, or JOBS_AUTORUN unset on a site that is not live (the quick start).
   */
  jobsRunInProcess: boolean
  /**
   * `next build` is prerendering (NEXT_PHASE, set by Next): there is no database to read, and what
   * the build renders is discarded by `npm start` (scripts/start.ts), so readers return their fallback.
   */
  isBuildPhase: boolean
  /** Stripe hosted Checkout (both keys set), or the built-in checkout simulator. */
  payments: 'stripe' | 'simulator'
  /** No real money moves: the checkout simulator, or Stripe with test keys (sk_test_…). */
  paymentsTestMode: boolean
  /** SMTP delivery, or the outbox stand-in (emails kept in the admin). */
  emailDelivery: 'smtp' | 'outbox'
  /**
   * A live site: SITE_URL is https on a public host name. Its start refuses the stand-ins that
   * are not opted in to (liveStartProblems) and never seeds demo content.
   */
  live: boolean
  /** The embedded stand-ins this process runs on, in place of a real service. */
  standIns: StandIn[]
  /** S3_BUCKET and its settings: uploads live in object storage; null: in MEDIA_DIR. */
  objectStorage: ObjectStorageSettings | null
}

/** The bucket every upload goes to (the shape src/integrations/s3 takes). */
export type ObjectStorageSettings = {
  bucket: string
  endpoint?: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  forcePathStyle: boolean
  prefix: string
}

/** An embedded stand-in that a live site must replace with the real service, or opt in to. */
export type StandIn = 'email-outbox' | 'checkout-simulator'

/** Host names that never belong to a site on the public internet (RFC 2606, 6761, 6762, 8375). */
const PRIVATE_SUFFIXES = ['.localhost', '.local', '.test', '.example', '.invalid', '.internal', '.lan', '.home.arpa']

function isPrivateIPv4(host: string): boolean {
  const parts = host.split('.').map(Number)
  if (parts.length !== 4 || parts.some((part) => !Number.isInteger(part) || part < 0 || part > 255)) return false
  const [a, b] = parts as [number, number, number, number]
  return (
    a === 10 ||
    a === 127 ||
    a === 0 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127)
  )
}

/** True for a host name or address reachable on the public internet (by its name alone). */
export function isPublicHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  if (host.startsWith('[')) {
    const v6 = host.slice(1, -1)
    return !(v6 === '::1' || v6 === '::' || /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6))
  }
  if (/^\d+\.\d+\.\d+\.\d+$/.test(host)) return !isPrivateIPv4(host)
  if (host === 'localhost' || !host.includes('.')) return false
  return !PRIVATE_SUFFIXES.some((suffix) => host.endsWith(suffix))
}

/** SITE_URL is https on a public host name: the site is live. */
export function isLiveSiteUrl(siteUrl: string | undefined): boolean {
  if (!siteUrl?.startsWith('https://')) return false
  try {
    return isPublicHost(new URL(siteUrl).hostname)
  } catch {
    return false
  }
}

/**
 * What a live start refuses, one line per variable to set: a stand-in this live site did not opt
 * in to. Empty when the site is not live, or every service is real or explicitly allowed.
 */
export function liveStartProblems(config: Env): string[] {
  if (!config.live) return []
  const problems: string[] = []
  if (config.emailDelivery === 'outbox' && config.EMAIL_DELIVERY !== 'outbox') {
    problems.push(
      'SMTP_URL: set it to your mail server (smtp://user:password@host:587 or smtps://…:465); without it no email leaves (staging only: EMAIL_DELIVERY=outbox keeps them in the admin Outbox)',
    )
  }
  if (config.payments === 'simulator' && config.CHECKOUT_SIMULATOR !== 'on') {
    problems.push(
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both for card payments through Stripe; without them the shop would take test payments (staging only: CHECKOUT_SIMULATOR=on)',
    )
  }
  return problems
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.resolve(dataDir, '.payload-secret')
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim()
  const secret = randomBytes(32).toString('hex')
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = schema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`)
  }
  const parsed = result.data
  if (Boolean(parsed.STRIPE_SECRET_KEY) !== Boolean(parsed.STRIPE_WEBHOOK_SECRET)) {
    throw new Error(
      'Invalid environment configuration:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: set both (Stripe) or neither (the checkout simulator)',
    )
  }
  if (parsed.EMAIL_DELIVERY === 'smtp' && !parsed.SMTP_URL) {
    throw new Error(
      'Invalid environment configuration:\n  EMAIL_DELIVERY=smtp needs SMTP_URL (smtp://user:password@host:587)',
    )
  }
  if (parsed.CHECKOUT_SIMULATOR === 'on' && parsed.STRIPE_SECRET_KEY) {
    throw new Error(
      'Invalid environment configuration:\n  CHECKOUT_SIMULATOR=on and the Stripe keys exclude each other: unset one',
    )
  }
  const objectStorage = objectStorageOf(parsed)
  const payments = parsed.STRIPE_SECRET_KEY && parsed.STRIPE_WEBHOOK_SECRET ? 'stripe' : 'simulator'
  const emailDelivery = parsed.EMAIL_DELIVERY ?? (parsed.SMTP_URL ? 'smtp' : 'outbox')
  const standIns: StandIn[] = []
  if (emailDelivery === 'outbox') standIns.push('email-outbox')
  if (payments === 'simulator') standIns.push('checkout-simulator')
  return {
    ...parsed,
    siteUrl: (parsed.SITE_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ''),
    httpsOnly: (parsed.SITE_URL ?? '').startsWith('https://'),
    payloadSecret: parsed.PAYLOAD_SECRET ?? readOrCreateSecret(parsed.DATA_DIR),
    databaseKind: parsed.DATABASE_URL.startsWith('file:') ? 'sqlite' : 'postgres',
    jobsRunInProcess:
      parsed.NODE_ENV === 'production' &&
      (parsed.JOBS_AUTORUN ?? (isLiveSiteUrl(parsed.SITE_URL) ? 'false' : 'true')) === 'true',
    isBuildPhase: parsed.NEXT_PHASE === 'phase-production-build',
    payments,
    paymentsTestMode: payments === 'simulator' || Boolean(parsed.STRIPE_SECRET_KEY?.includes('_test_')),
    emailDelivery,
    live: isLiveSiteUrl(parsed.SITE_URL),
    standIns,
    objectStorage,
  }
}

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIX'] as const

/** S3_BUCKET with both keys, nothing of it, or one clear line about what is missing. */
function objectStorageOf(parsed: z.infer<typeof schema>): ObjectStorageSettings | null {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = parsed
  if (!bucket) {
    const stray = S3_VARIABLES.filter((name) => parsed[name])
    if (stray.length === 0) return null
    throw new Error(
      `Invalid environment configuration:\n  ${stray.join(', ')} set without S3_BUCKET: set S3_BUCKET for object storage, or unset ${stray.length === 1 ? 'it' : 'them'} (uploads then stay in MEDIA_DIR)`,
    )
  }
  if (!accessKeyId || !secretAccessKey) {
    throw new Error(
      "Invalid environment configuration:\n  S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (the bucket's access key), or unset S3_BUCKET (uploads then stay in MEDIA_DIR)",
    )
  }
  return {
    bucket,
    ...(parsed.S3_ENDPOINT ? { endpoint: parsed.S3_ENDPOINT } : {}),
    region: parsed.S3_REGION,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: parsed.S3_FORCE_PATH_STYLE,
    prefix: parsed.S3_PREFIX,
  }
}

export const env: Env = parseEnv(process.env)
