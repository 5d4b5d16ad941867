import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'

const { startJobRunner } = vi.hoisted(() => ({ startJobRunner: vi.fn(async () => undefined) }))
vi.mock('./runner', () => ({ startJobRunner, runJobsTick: vi.fn(), releaseJobRunnerLease: vi.fn() }))

describe('jobRunnerAutoRun (Payload’s REST and admin always ask for crons, ADR 0033)', () => {
  const payload = {} as Payload

  it('starts no runner in a process that does not run jobs (a live web instance beside its worker)', async () => {
    const { jobRunnerAutoRun } = await import('./index')
    expect(await jobRunnerAutoRun({ cron: '* * * * *', schedule: false, run: false })(payload)).toEqual([])
    expect(startJobRunner).not.toHaveBeenCalled()
  })

  it('starts the web runner where the process runs jobs', async () => {
    const { jobRunnerAutoRun } = await import('./index')
    await jobRunnerAutoRun({ cron: '* * * * *', schedule: true, run: true })(payload)
    expect(startJobRunner).toHaveBeenCalledWith(payload, { cron: '* * * * *', schedule: true, role: 'web' })
  })
})
