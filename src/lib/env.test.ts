import { describe, expect, it } from 'vitest'

import { parseEnv } from './env'

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
