/**
 * Form rate limits counted in Redis, so every instance sees the same attempts: one key per form
 * and hashed client IP, `<prefix>rate:<key>`, incremented and given the window's expiry in one
 * atomic script (a fixed window, like the in-memory store; the key disappears when it ends).
 */
import type { RateLimitHit, RateLimitStore } from '@/lib/forms/rate-limit'

import { COMMAND_TIMEOUT_MS, type RedisClient } from './client'
import { withTimeout } from './timeout'

// INCR, then PEXPIRE on the first attempt of a window. A key left without an expiry (a crash
// between the two cannot happen inside a script, but a manual SET could) gets one too.
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`

export function createRedisRateLimitStore(options: {
  client: RedisClient
  /** Start of every key, e.g. "vanlife:"; the store adds "rate:". */
  prefix: string
  timeoutMs?: number
}): RateLimitStore {
  const { client, prefix, timeoutMs = COMMAND_TIMEOUT_MS } = options
  return {
    async increment(key: string, windowMs: number, now: number): Promise<RateLimitHit> {
      if (!client.isReady) throw new Error('Redis is not connected')
      const reply = await withTimeout(
        client.eval(INCREMENT_SCRIPT, { keys: [`${prefix}rate:${key}`], arguments: [String(Math.ceil(windowMs))] }),
        timeoutMs,
        'the rate-limit script',
      )
      if (!Array.isArray(reply) || reply.length !== 2) throw new Error('Unexpected reply from the rate-limit script')
      const [count, ttl] = reply.map(Number)
      if (!Number.isFinite(count) || !Number.isFinite(ttl))
        throw new Error('Unexpected reply from the rate-limit script')
      return { count, resetAt: now + Math.max(0, ttl) }
    },
  }
}
