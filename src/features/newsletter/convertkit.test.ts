import { beforeEach, describe, expect, it, vi } from 'vitest'

const { recordSubscriber } = vi.hoisted(() => ({ recordSubscriber: vi.fn() }))

vi.mock('./builtin', () => ({ recordSubscriber }))
vi.mock('@/lib/logger', () => ({
  logger: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
}))

import type { Payload } from 'payload'

import { logger } from '@/lib/logger'

import { createConvertKitProvider } from './convertkit'

const payload = {} as Payload

function fakeFetch(response: () => Response) {
  const fn = vi.fn(async () => response())
  return fn as unknown as typeof fetch & typeof fn
}

beforeEach(() => {
  vi.clearAllMocks()
  recordSubscriber.mockImplementation(async (_payload: Payload, input: { email: string; firstName?: string }) => ({
    id: 7,
    email: input.email.trim().toLowerCase(),
    firstName: input.firstName ?? null,
  }))
})

describe('createConvertKitProvider', () => {
  it('records locally first, then subscribes the stored address to the Kit form', async () => {
    const order: string[] = []
    recordSubscriber.mockImplementationOnce(async () => {
      order.push('record')
      return { id: 7, email: 'ana@example.com', firstName: 'Ana' }
    })
    const fetch = fakeFetch(() => {
      order.push('kit')
      return Response.json({})
    })
    const provider = createConvertKitProvider({
      payload,
      apiKey: 'key',
      formId: '55',
      fetch,
    })
    expect(provider.name).toBe('convertkit')
    await expect(
      provider.subscribe({
        email: ' Ana@Example.com ',
        firstName: 'Ana',
        source: 'dialog',
      }),
    ).resolves.toEqual({ status: 'sent-to-provider' })
    expect(order).toEqual(['record', 'kit'])
    expect(recordSubscriber).toHaveBeenCalledWith(payload, {
      email: ' Ana@Example.com ',
      firstName: 'Ana',
      source: 'dialog',
    })
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('https://api.convertkit.com/v3/forms/55/subscribe')
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'ana@example.com',
      api_key: 'key',
      first_name: 'Ana',
    })
  })

  it('keeps the local record and rethrows when Kit fails, without logging the key', async () => {
    const fetch = fakeFetch(() => new Response('oops', { status: 500 }))
    const provider = createConvertKitProvider({
      payload,
      apiKey: 'secret-key',
      formId: '55',
      fetch,
    })
    await expect(provider.subscribe({ email: 'b@example.com', source: 'inline' })).rejects.toThrow(
      new Error('Subscription failed: 500 oops'),
    )
    expect(recordSubscriber).toHaveBeenCalledTimes(1)
    const logged = JSON.stringify(vi.mocked(logger.warn).mock.calls)
    expect(logged).not.toContain('secret-key')
  })

  it("propagates 'Email is required' from the local record without calling Kit", async () => {
    recordSubscriber.mockRejectedValueOnce(new Error('Email is required'))
    const fetch = fakeFetch(() => Response.json({}))
    const provider = createConvertKitProvider({
      payload,
      apiKey: 'key',
      formId: '55',
      fetch,
    })
    await expect(provider.subscribe({ email: '', source: 'inline' })).rejects.toThrow(new Error('Email is required'))
    expect(fetch).not.toHaveBeenCalled()
  })

  it("raises 'ConvertKit configuration is incomplete' without an api key", async () => {
    const fetch = fakeFetch(() => Response.json({}))
    const provider = createConvertKitProvider({
      payload,
      apiKey: '',
      formId: '55',
      fetch,
    })
    await expect(provider.subscribe({ email: 'c@example.com', source: 'inline' })).rejects.toThrow(
      new Error('ConvertKit configuration is incomplete'),
    )
    expect(fetch).not.toHaveBeenCalled()
  })
})
