import { describe, expect, it } from 'vitest'

import { digestSchedule, nextDigestRun } from './digestSchedule'

describe('nextDigestRun', () => {
  it('reads the cron in the newsletter time zone', () => {
    const from = new Date('2026-11-22T12:00:00.000Z') // a Sunday
    expect(nextDigestRun('0 9 * * 4', 'UTC', from)?.toISOString()).toBe('2026-11-26T09:00:00.000Z')
    expect(nextDigestRun('0 9 * * 4', 'America/New_York', from)?.toISOString()).toBe('2026-11-26T14:00:00.000Z')
  })
})

describe('digestSchedule', () => {
  it('schedules nothing when the cron is off', () => {
    expect(
      digestSchedule({
        cron: 'off',
        timezone: 'UTC',
        queue: 'default',
      }),
    ).toEqual([])
  })

  it('schedules the task on the given queue', () => {
    const [entry] = digestSchedule({
      cron: '0 9 * * 4',
      timezone: 'UTC',
      queue: 'default',
    })
    expect(entry).toMatchObject({ cron: '0 9 * * 4', queue: 'default' })
    expect(entry.hooks?.beforeSchedule).toBeTypeOf('function')
  })
})
