import { describe, expect, it } from 'vitest'

import { checkHealth } from './check'

describe('checkHealth', () => {
  it('answers 200 with the latency when the database answers', async () => {
    const { httpStatus, report } = await checkHealth(async () => 1, 'sqlite')
    expect(httpStatus).toBe(200)
    expect(report.status).toBe('ok')
    expect(report.database).toMatchObject({ kind: 'sqlite', reachable: true })
    expect(report.database.latencyMs).toBeGreaterThanOrEqual(0)
  })

  it('answers 503 when the database fails', async () => {
    const { httpStatus, report } = await checkHealth(async () => {
      throw new Error('connection refused')
    }, 'postgres')
    expect(httpStatus).toBe(503)
    expect(report.database).toMatchObject({ reachable: false, error: 'connection refused' })
  })

  it('answers 503 when the database hangs past the time limit', async () => {
    const { httpStatus, report } = await checkHealth(() => new Promise(() => {}), 'postgres', 20)
    expect(httpStatus).toBe(503)
    expect(report.database.error).toContain('20 ms')
  })
})
