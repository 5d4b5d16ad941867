import { describe, expect, it } from 'vitest'

import { drainQueues } from './drain'
import type { JobQueue } from './queues'

/** A fake queue store: each batch takes up to `batch` jobs of a queue; `arrivals` add jobs after a batch. */
function fakeQueues(initial: Partial<Record<JobQueue, number>>, batch = 10) {
  const waiting: Record<JobQueue, number> = { urgent: 0, default: 0, bulk: 0, ...initial }
  const order: JobQueue[] = []
  const arrivals = new Map<number, Partial<Record<JobQueue, number>>>()
  const runBatch = async (queue: JobQueue) => {
    const count = Math.min(batch, waiting[queue])
    waiting[queue] -= count
    if (count > 0) order.push(queue)
    for (const [key, value] of Object.entries(arrivals.get(order.length) ?? {})) waiting[key as JobQueue] += value
    return count
  }
  return { waiting, order, arrivals, runBatch }
}

describe('drainQueues', () => {
  it('runs until every queue is empty, far past 20 jobs', async () => {
    const queues = fakeQueues({ bulk: 1000, default: 35, urgent: 5 })
    const outcome = await drainQueues(queues.runBatch, { until: Number.POSITIVE_INFINITY })
    expect(outcome).toEqual({ ran: { urgent: 5, default: 35, bulk: 1000 }, emptied: true })
    expect(queues.waiting).toEqual({ urgent: 0, default: 0, bulk: 0 })
  })

  it('runs the urgent queue first, then the default one, then bulk', async () => {
    const queues = fakeQueues({ bulk: 30, default: 15, urgent: 12 })
    await drainQueues(queues.runBatch, { until: Number.POSITIVE_INFINITY })
    expect(queues.order).toEqual(['urgent', 'urgent', 'default', 'default', 'bulk', 'bulk', 'bulk'])
  })

  it('takes a job that arrives during a bulk backlog after the current batch', async () => {
    const queues = fakeQueues({ bulk: 100 })
    queues.arrivals.set(3, { urgent: 1 })
    queues.arrivals.set(5, { default: 1 })
    await drainQueues(queues.runBatch, { until: Number.POSITIVE_INFINITY })
    expect(queues.order.slice(0, 7)).toEqual(['bulk', 'bulk', 'bulk', 'urgent', 'bulk', 'default', 'bulk'])
  })

  it('stops when the time is up and says the queues were not emptied', async () => {
    const queues = fakeQueues({ bulk: 1000 })
    let clock = 0
    const outcome = await drainQueues(
      async (queue) => {
        if (queue === 'bulk') clock += 100 // a batch of bulk email takes 100 ms
        return queues.runBatch(queue)
      },
      { until: 1000, now: () => clock },
    )
    expect(outcome.emptied).toBe(false)
    expect(outcome.ran.bulk).toBe(100)
    expect(queues.waiting.bulk).toBe(900)
  })

  it('ends after the running batch once the runner is stopped (a shutdown)', async () => {
    const queues = fakeQueues({ bulk: 100 })
    let stop = false
    const outcome = await drainQueues(
      async (queue) => {
        const ran = await queues.runBatch(queue)
        if (queues.order.length === 2) stop = true
        return ran
      },
      { until: Number.POSITIVE_INFINITY, stopped: () => stop },
    )
    expect(outcome).toEqual({ ran: { urgent: 0, default: 0, bulk: 20 }, emptied: false })
  })
})
