import { describe, expect, it } from 'vitest'

import { type JobCron, stopCrons } from './shutdown'

/** A cron whose run in progress ends after `busyForMs` (0: idle). */
function cron(busyForMs: number): JobCron & { stopped: boolean } {
  const busyUntil = Date.now() + busyForMs
  return {
    stopped: false,
    stop() {
      this.stopped = true
    },
    isBusy: () => Date.now() < busyUntil,
  }
}

describe('stopCrons', () => {
  it('stops every cron at once and resolves when the run in progress ends', async () => {
    const crons = [cron(0), cron(150)]
    const started = Date.now()
    expect(await stopCrons(crons, Date.now() + 5_000, 10)).toBe(true)
    expect(crons.every((each) => each.stopped)).toBe(true)
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  it('gives up at the deadline when a run is still going', async () => {
    const crons = [cron(60_000)]
    const started = Date.now()
    expect(await stopCrons(crons, Date.now() + 200, 10)).toBe(false)
    expect(crons[0].stopped).toBe(true)
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  it('resolves at once when nothing runs', async () => {
    expect(await stopCrons([cron(0)], Date.now() + 5_000)).toBe(true)
  })
})
