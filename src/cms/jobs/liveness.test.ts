import type { Payload } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { HEARTBEAT_MS, runningJobIds, STRANDED_AFTER_MS, strandedBefore, withHeartbeat } from './liveness'

afterEach(() => {
  vi.useRealTimers()
})

function fakePayload() {
  const updateJobs = vi.fn(async (_args: unknown) => null)
  return { payload: { db: { updateJobs } } as unknown as Payload, updateJobs }
}

describe('withHeartbeat', () => {
  it('marks a running job alive every HEARTBEAT_MS until its handler ends', async () => {
    vi.useFakeTimers()
    const { payload, updateJobs } = fakePayload()
    let finish: (value: { output: object }) => void = () => undefined
    const handler = withHeartbeat(
      (_args: { job: { id: number }; req: { payload: Payload } }) =>
        new Promise<{ output: object }>((resolve) => (finish = resolve)),
    )

    const running = handler({ job: { id: 41 }, req: { payload } })
    expect(runningJobIds()).toEqual([41])
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS * 3)
    expect(updateJobs).toHaveBeenCalledTimes(3)
    expect(updateJobs.mock.calls[0]?.[0]).toMatchObject({
      where: { and: [{ id: { in: [41] } }, { processing: { equals: true } }] },
      data: { updatedAt: expect.any(String) },
    })

    finish({ output: {} })
    await running
    expect(runningJobIds()).toEqual([])
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS * 3)
    expect(updateJobs).toHaveBeenCalledTimes(3)
  })

  it('stops marking a job alive when its handler throws', async () => {
    const { payload } = fakePayload()
    const handler = withHeartbeat(async (_args: { job: { id: number }; req: { payload: Payload } }) => {
      throw new Error('SMTP down')
    })
    await expect(handler({ job: { id: 42 }, req: { payload } })).rejects.toThrow('SMTP down')
    expect(runningJobIds()).toEqual([])
  })
})

describe('strandedBefore', () => {
  it('leaves several missed heartbeats before a job counts as stranded', () => {
    expect(STRANDED_AFTER_MS).toBeGreaterThanOrEqual(HEARTBEAT_MS * 4)
    expect(strandedBefore(new Date('2026-11-28T10:00:00.000Z'))).toBe('2026-11-28T09:57:00.000Z')
  })
})
