import type { Payload, TaskConfig } from 'payload'
import { describe, expect, it, vi } from 'vitest'

vi.mock('@/lib/logger', () => ({ logger: { warn: vi.fn(), error: vi.fn(), info: vi.fn() } }))

import { logger } from '@/lib/logger'

import { recordTaskRun, withRunRecord, withRunRecords } from './last-runs'

/** A Payload whose task-runs collection has `existing` rows for the slug. */
function fakePayload(existing = 0) {
  const update = vi.fn(async (_args: unknown) => ({ docs: Array.from({ length: existing }, () => ({})) }))
  const create = vi.fn(async (_args: unknown) => ({}))
  return { payload: { update, create } as unknown as Payload, update, create }
}

const args = (payload: Payload) => ({ req: { payload } })

describe('withRunRecord', () => {
  it('records a run that returned as succeeded, with its duration', async () => {
    const { payload, update, create } = fakePayload(0)
    let clock = 1_000
    const handler = withRunRecord(
      'backup',
      async () => {
        clock += 250
        return { output: { ok: true } }
      },
      () => clock,
    )
    await expect(handler(args(payload))).resolves.toEqual({ output: { ok: true } })
    expect(update).toHaveBeenCalledOnce()
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        collection: 'task-runs',
        data: {
          taskSlug: 'backup',
          outcome: 'succeeded',
          error: null,
          durationMs: 250,
          finishedAt: expect.any(String),
        },
      }),
    )
  })

  it('records a throw as failed with its first line, and throws it on', async () => {
    const { payload, update } = fakePayload(1)
    const handler = withRunRecord('backup', async () => {
      throw new Error('disk full\n    at somewhere')
    })
    await expect(handler(args(payload))).rejects.toThrow('disk full')
    expect(update.mock.calls[0]?.[0]).toMatchObject({
      where: { taskSlug: { equals: 'backup' } },
      data: { outcome: 'failed', error: 'disk full' },
    })
  })

  it("records the deprecated `state: 'failed'` answer as failed", async () => {
    const { payload, update } = fakePayload(1)
    const handler = withRunRecord('digest', async () => ({ state: 'failed' as const, errorMessage: 'no issue' }))
    await handler(args(payload))
    expect(update.mock.calls[0]?.[0]).toMatchObject({ data: { outcome: 'failed', error: 'no issue' } })
  })
})

describe('recordTaskRun', () => {
  it('never throws: a failed write is logged', async () => {
    const payload = { update: vi.fn().mockRejectedValue(new Error('database is locked')) } as unknown as Payload
    await expect(
      recordTaskRun(payload, 'backup', { outcome: 'succeeded', error: null, finishedAt: 'x', durationMs: 1 }),
    ).resolves.toBeUndefined()
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'task_run_not_recorded', taskSlug: 'backup' }),
      expect.any(String),
    )
  })

  it('updates the row another process created first', async () => {
    const { payload, update, create } = fakePayload(0)
    create.mockRejectedValueOnce(new Error('UNIQUE constraint failed: task_runs.task_slug'))
    update.mockResolvedValueOnce({ docs: [] }).mockResolvedValueOnce({ docs: [{}] })
    await recordTaskRun(payload, 'backup', { outcome: 'succeeded', error: null, finishedAt: 'x', durationMs: 1 })
    expect(update).toHaveBeenCalledTimes(2)
    expect(logger.warn).toHaveBeenCalledTimes(1)
  })
})

describe('withRunRecords', () => {
  it('wraps scheduled tasks only', () => {
    const handler = async () => ({ output: {} })
    const scheduled = { slug: 'backup', schedule: [{ cron: '30 3 * * *', queue: 'default' }], handler }
    const other = { slug: 'sendEmail', handler }
    withRunRecords([scheduled, other] as unknown as TaskConfig[])
    expect(scheduled.handler).not.toBe(handler)
    expect(other.handler).toBe(handler)
  })
})
