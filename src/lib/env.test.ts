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
