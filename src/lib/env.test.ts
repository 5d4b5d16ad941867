import { describe, expect, it } from 'vitest'

import { liveStartProblems, parseEnv } from './env'

const base: NodeJS.ProcessEnv = { NODE_ENV: 'test', PAYLOAD_SECRET: 'a-test-secret-of-32-characters!!' }

describe('parseEnv: Redis', () => {
  it('leaves Redis off by default, with the default key prefix', () => {
    const env = parseEnv(base)
    expect(env.REDIS_URL).toBeUndefined()
    expect(env.REDIS_KEY_PREFIX).toBe('vanlife:')
  })

  it('takes redis:// and rediss:// URLs and a prefix of safe characters', () => {
    expect(parseEnv({ ...base, REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379')
    expect(parseEnv({ ...base, REDIS_URL: 'rediss://:secret@cache.example:6380/1' }).REDIS_URL).toBe(
      'rediss://:secret@cache.example:6380/1',
    )
    expect(parseEnv({ ...base, REDIS_KEY_PREFIX: 'staging-vanlife:' }).REDIS_KEY_PREFIX).toBe('staging-vanlife:')
  })

  it('refuses anything else, naming the variable', () => {
    expect(() => parseEnv({ ...base, REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL must be a redis:\/\//)
    expect(() => parseEnv({ ...base, REDIS_URL: '127.0.0.1:6379' })).toThrow(/REDIS_URL/)
    expect(() => parseEnv({ ...base, REDIS_KEY_PREFIX: 'a b*' })).toThrow(/REDIS_KEY_PREFIX/)
    expect(() => parseEnv({ ...base, REDIS_KEY_PREFIX: '' })).toThrow(/REDIS_KEY_PREFIX/)
  })

  it('takes a deployment id of safe characters; "" (as Next leaves it) is unset', () => {
    expect(parseEnv(base).NEXT_DEPLOYMENT_ID).toBeUndefined()
    expect(parseEnv({ ...base, NEXT_DEPLOYMENT_ID: '' }).NEXT_DEPLOYMENT_ID).toBeUndefined()
    expect(parseEnv({ ...base, NEXT_DEPLOYMENT_ID: 'release-42_a1' }).NEXT_DEPLOYMENT_ID).toBe('release-42_a1')
    expect(() => parseEnv({ ...base, NEXT_DEPLOYMENT_ID: 'v1.2' })).toThrow(/NEXT_DEPLOYMENT_ID/)
  })
})

describe('parseEnv: object storage', () => {
  const keys = { S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' }

  it('keeps uploads in MEDIA_DIR without S3_BUCKET', () => {
    expect(parseEnv(base).objectStorage).toBeNull()
  })

  it('takes a bucket with its keys, an endpoint, path style and a prefix', () => {
    expect(parseEnv({ ...base, ...keys, S3_BUCKET: 'vanlife-media' }).objectStorage).toEqual({
      bucket: 'vanlife-media',
      region: 'us-east-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      forcePathStyle: false,
      prefix: '',
    })
    const minio = parseEnv({
      ...base,
      ...keys,
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_REGION: 'auto',
      S3_PREFIX: 'vanlife/prod',
    }).objectStorage
    expect(minio).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      region: 'auto',
      prefix: 'vanlife/prod',
    })
  })

  it('refuses a bucket without its keys, or its settings without a bucket, in one line', () => {
    expect(() => parseEnv({ ...base, S3_BUCKET: 'media' })).toThrow(
      /S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    )
    expect(() => parseEnv({ ...base, S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'a' })).toThrow(/S3_SECRET_ACCESS_KEY/)
    expect(() => parseEnv({ ...base, ...keys })).toThrow(/S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY set without S3_BUCKET/)
    expect(() => parseEnv({ ...base, ...keys, S3_BUCKET: 'media', S3_PREFIX: '/media/' })).toThrow(/S3_PREFIX/)
    expect(() => parseEnv({ ...base, ...keys, S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/)
  })
})

describe('parseEnv: fuel prices', () => {
  it('refreshes every 6 hours from the default UK feeds, without the US part, by default', () => {
    const env = parseEnv(base)
    expect(env.EIA_API_KEY).toBeUndefined()
    expect(env.FUEL_PRICES_CRON).toBe('0 */6 * * *')
    expect(env.FUEL_PRICES_UK_FEEDS).toBeUndefined()
  })

  it('takes a key, a cron or "off", and feed URLs or "off"', () => {
    const env = parseEnv({
      ...base,
      EIA_API_KEY: ' key-123 ',
      FUEL_PRICES_CRON: '15 3 * * *',
      FUEL_PRICES_UK_FEEDS: 'https://a.example/fuel.json, https://b.example/data.json',
    })
    expect(env.EIA_API_KEY).toBe('key-123')
    expect(env.FUEL_PRICES_CRON).toBe('15 3 * * *')
    expect(env.FUEL_PRICES_UK_FEEDS).toBe('https://a.example/fuel.json, https://b.example/data.json')
    expect(parseEnv({ ...base, FUEL_PRICES_CRON: 'off', FUEL_PRICES_UK_FEEDS: 'off' })).toMatchObject({
      FUEL_PRICES_CRON: 'off',
      FUEL_PRICES_UK_FEEDS: 'off',
    })
  })

  it('refuses anything else, naming the variable', () => {
    expect(() => parseEnv({ ...base, FUEL_PRICES_CRON: 'hourly' })).toThrow(/FUEL_PRICES_CRON/)
    expect(() => parseEnv({ ...base, FUEL_PRICES_UK_FEEDS: 'ftp://a.example/x.json' })).toThrow(/FUEL_PRICES_UK_FEEDS/)
    expect(() => parseEnv({ ...base, FUEL_PRICES_UK_FEEDS: 'https://a.example/x.json,,' })).toThrow(
      /FUEL_PRICES_UK_FEEDS/,
    )
    expect(() => parseEnv({ ...base, EIA_API_KEY: '  ' })).toThrow(/EIA_API_KEY/)
  })
})

describe('parseEnv: live mode', () => {
  const live = { ...base, SITE_URL: 'https://vanlifevoices.com' }

  it('is live on an https SITE_URL with a public host name, never on a local or private one', () => {
    expect(parseEnv(live).live).toBe(true)
    expect(parseEnv({ ...base, SITE_URL: 'https://203.0.113.9' }).live).toBe(true)
    for (const url of [
      'http://vanlifevoices.com',
      'https://localhost:3000',
      'https://127.0.0.1',
      'https://192.168.1.20',
      'https://10.0.0.4',
      'https://shop.test',
      'https://vanlife.localhost',
      'https://intranet',
      'https://[::1]:3000',
    ]) {
      expect(parseEnv({ ...base, SITE_URL: url }).live, url).toBe(false)
    }
    expect(parseEnv(base).live).toBe(false)
  })

  it('names the stand-ins: outbox without SMTP, the simulator without both Stripe keys', () => {
    expect(parseEnv(base)).toMatchObject({
      emailDelivery: 'outbox',
      payments: 'simulator',
      paymentsTestMode: true,
      standIns: ['email-outbox', 'checkout-simulator'],
    })
    const real = parseEnv({
      ...base,
      SMTP_URL: 'smtp://mail.example.com:587',
      STRIPE_SECRET_KEY: 'sk_live_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    })
    expect(real).toMatchObject({ emailDelivery: 'smtp', payments: 'stripe', paymentsTestMode: false, standIns: [] })
    expect(
      parseEnv({ ...base, STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }).paymentsTestMode,
    ).toBe(true)
    expect(parseEnv({ ...base, SMTP_URL: 'smtp://mail.example.com', EMAIL_DELIVERY: 'outbox' }).emailDelivery).toBe(
      'outbox',
    )
  })

  it('a live start refuses each stand-in not opted in to, one line per variable', () => {
    const problems = liveStartProblems(parseEnv(live))
    expect(problems).toHaveLength(2)
    expect(problems[0]).toMatch(/^SMTP_URL: /)
    expect(problems[1]).toMatch(/^STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: /)
    expect(liveStartProblems(parseEnv({ ...live, EMAIL_DELIVERY: 'outbox', CHECKOUT_SIMULATOR: 'on' }))).toEqual([])
    expect(liveStartProblems(parseEnv(base))).toEqual([])
    expect(
      liveStartProblems(
        parseEnv({
          ...live,
          SMTP_URL: 'smtps://u:p@mail.example.com:465',
          STRIPE_SECRET_KEY: 'sk_live_a',
          STRIPE_WEBHOOK_SECRET: 'whsec_a',
        }),
      ),
    ).toEqual([])
  })

  it('refuses contradictions', () => {
    expect(() => parseEnv({ ...base, EMAIL_DELIVERY: 'smtp' })).toThrow(/EMAIL_DELIVERY=smtp needs SMTP_URL/)
    expect(() => parseEnv({ ...base, EMAIL_DELIVERY: 'post' })).toThrow(/EMAIL_DELIVERY/)
    expect(() =>
      parseEnv({ ...base, CHECKOUT_SIMULATOR: 'on', STRIPE_SECRET_KEY: 'sk_test_a', STRIPE_WEBHOOK_SECRET: 'whsec_a' }),
    ).toThrow(/CHECKOUT_SIMULATOR/)
  })

  it('backs up daily at 03:30 into ./backups, keeping 14, unless told otherwise', () => {
    expect(parseEnv(base)).toMatchObject({ BACKUP_CRON: '30 3 * * *', BACKUP_DIR: './backups', BACKUP_KEEP: 14 })
    expect(parseEnv({ ...base, BACKUP_CRON: 'off', BACKUP_KEEP: '3' })).toMatchObject({
      BACKUP_CRON: 'off',
      BACKUP_KEEP: 3,
    })
    expect(() => parseEnv({ ...base, BACKUP_CRON: 'daily' })).toThrow(/BACKUP_CRON/)
  })
})
