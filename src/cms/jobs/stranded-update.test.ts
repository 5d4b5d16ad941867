import { describe, expect, it } from 'vitest'

import { STRANDED_ERROR, strandedJobUpdate, strandedRuns } from './stranded-update'

const now = new Date('2026-11-28T10:00:00.000Z')
const job = {
  id: 7,
  taskSlug: 'sendEmail',
  input: { emailId: 3 },
  totalTried: 0,
  updatedAt: '2026-11-28T09:50:00.000Z',
  log: [],
}

describe('strandedJobUpdate', () => {
  it('returns a job stranded for the first time to its queue, counting the dead run as a failed try', () => {
    const update = strandedJobUpdate(job, now)
    expect(update).toMatchObject({ processing: false, totalTried: 1 })
    expect(update).not.toHaveProperty('hasError')
    expect(update.log).toEqual([
      expect.objectContaining({
        taskSlug: 'sendEmail',
        taskID: '1',
        state: 'failed',
        executedAt: job.updatedAt,
        completedAt: now.toISOString(),
        input: { emailId: 3 },
        error: expect.objectContaining({ name: STRANDED_ERROR }),
      }),
    ])
  })

  it('fails a job stranded a second time for good: run at most once more than it ran', () => {
    const once = { ...job, ...strandedJobUpdate(job, now), updatedAt: now.toISOString() } as typeof job
    expect(strandedRuns(once)).toBe(1)
    const update = strandedJobUpdate(once, new Date(now.getTime() + 600_000))
    expect(update).toMatchObject({
      processing: false,
      totalTried: 2,
      hasError: true,
      error: { name: STRANDED_ERROR, message: expect.stringContaining('second time') },
    })
    expect(update.log).toHaveLength(2)
  })

  it('does not count ordinary failures as stranded runs', () => {
    const failed = {
      ...job,
      log: [{ taskSlug: 'sendEmail', taskID: '1', state: 'failed', error: { message: 'SMTP down' } }],
    }
    expect(strandedRuns(failed)).toBe(0)
    expect(strandedJobUpdate(failed, now)).not.toHaveProperty('hasError')
  })
})
