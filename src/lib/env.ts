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
  /** Tests only: a local fake Stripe API as http://127.0.0.1:PORT (the SDK's host, port and protocol). */
  STRIPE_API_BASE: z.url().optional(),
  /** Set by Next.js itself: 'phase-production-build' while `next build` prerenders. */
  NEXT_PHASE: z.string().optional(),
  JOBS_AUTORUN: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value !== 'false'),
  /** How often the production server runs the job queue: cron, 5 fields, or 6 with seconds first. */
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
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'REDIS_KEY_PREFIX must be 1-64 letters, digits, ":", "_", "." or "-"')
    .default('vanlife:'),
})

export type Env = z.infer<typeof schema> & {
  /** Public origin of the site, without a trailing slash. */
  siteUrl: string
  /** SITE_URL is https: cookies are Secure, and npm start's server sends HSTS and upgrade-insecure-requests. */
  httpsOnly: boolean
  /** Secret used by Payload to sign sessions. */
  payloadSecret: string
  databaseKind: 'sqlite' | 'postgres'
  /** Background jobs (queue runner and schedules) run inside this process: production with JOBS_AUTORUN. */
  jobsRunInProcess: boolean
  /**
   * `next build` is prerendering (NEXT_PHASE, set by Next): there is no database to read, and what
   * the build renders is discarded by `npm start` (scripts/start.ts), so readers return their fallback.
   */
  isBuildPhase: boolean
  /** Stripe hosted Checkout (both keys set), or the built-in checkout simulator. */
  payments: 'stripe' | 'simulator'
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
  return {
    ...parsed,
    siteUrl: (parsed.SITE_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ''),
    httpsOnly: (parsed.SITE_URL ?? '').startsWith('https://'),
    payloadSecret: parsed.PAYLOAD_SECRET ?? readOrCreateSecret(parsed.DATA_DIR),
    databaseKind: parsed.DATABASE_URL.startsWith('file:') ? 'sqlite' : 'postgres',
    jobsRunInProcess: parsed.JOBS_AUTORUN && parsed.NODE_ENV === 'production',
    isBuildPhase: parsed.NEXT_PHASE === 'phase-production-build',
    payments: parsed.STRIPE_SECRET_KEY && parsed.STRIPE_WEBHOOK_SECRET ? 'stripe' : 'simulator',
  }
}

export const env: Env = parseEnv(process.env)
