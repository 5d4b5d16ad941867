import type { Payload } from 'payload'
import { beforeEach, describe, expect, it, vi } from 'vitest'

const { getPayloadClient } = vi.hoisted(() => ({ getPayloadClient: vi.fn<() => Promise<Payload>>() }))
vi.mock('@/payload-client', () => ({ getPayloadClient: () => getPayloadClient() }))

describe('withPayload (routes give handlers the Payload instance, ADR 0034)', () => {
  beforeEach(() => {
    getPayloadClient.mockReset()
  })

  it('runs the handler with the instance', async () => {
    const { withPayload } = await import('./with-payload')
    const payload = { tag: 'payload' } as unknown as Payload
    getPayloadClient.mockImplementation(async () => payload)
    const response = await withPayload(async (given) => Response.json({ same: given === payload }))
    expect(await response.json()).toEqual({ same: true })
  })

  it('answers 503 with Retry-After, not a 500, when Payload cannot start', async () => {
    const { NOT_READY, withPayload } = await import('./with-payload')
    getPayloadClient.mockImplementation(async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:5432')
    })
    let ran = false
    const response = await withPayload(async () => {
      ran = true
      return new Response('ran')
    })
    expect(ran).toBe(false)
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('60')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(await response.json()).toEqual({ ok: false, error: NOT_READY })
  })
})
