import { describe, expect, it } from 'vitest'

import { createOutageReporter } from './outage'

describe('createOutageReporter', () => {
  it('logs the start of an outage, then once a minute with the count, then the recovery', () => {
    let time = 0
    const lines: { level: string; fields: Record<string, unknown>; message: string }[] = []
    const reporter = createOutageReporter({
      log: {
        error: (fields, message) => lines.push({ level: 'error', fields, message }),
        info: (fields, message) => lines.push({ level: 'info', fields, message }),
      },
      what: 'cache',
      degraded: 'Redis unreachable',
      recovered: 'Redis back',
      now: () => time,
    })
    expect(reporter.succeeded()).toBe(false)
    reporter.failed(new Error('connect ECONNREFUSED 127.0.0.1:6379'))
    for (let i = 0; i < 50; i++) {
      time += 1_000
      reporter.failed(new Error('The client is offline'))
    }
    time += 10_000
    reporter.failed('not an Error')
    expect(reporter.down).toBe(true)
    time += 5_000
    expect(reporter.succeeded()).toBe(true)
    expect(reporter.succeeded()).toBe(false)
    expect(lines).toEqual([
      {
        level: 'error',
        fields: { event: 'redis_cache_unavailable', error: 'connect ECONNREFUSED 127.0.0.1:6379' },
        message: 'Redis unreachable',
      },
      {
        level: 'error',
        fields: { event: 'redis_cache_unavailable', error: 'not an Error', failures: 51, downForMs: 60_000 },
        message: 'Redis unreachable',
      },
      { level: 'info', fields: { event: 'redis_cache_recovered', downForMs: 65_000 }, message: 'Redis back' },
    ])
  })
})
