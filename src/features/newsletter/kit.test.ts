import { describe, expect, it, vi } from 'vitest'

import { subscribeToKitForm } from './kit'

/** A fetch stand-in answering with `response`. */
function fakeFetch(response: () => Response) {
  return { fetch: vi.fn(async () => response()) as unknown as typeof fetch }
}

const ok = () => Response.json({ subscription: { id: 1, state: 'inactive' } })

describe('subscribeToKitForm', () => {
  it('throws "Email is required" before any request', async () => {
    for (const email of [undefined, null, '', '  ']) {
      const { fetch } = fakeFetch(ok)
      await expect(subscribeToKitForm({ apiKey: 'key', formId: '1', email }, { fetch })).rejects.toThrow(
        new Error('Email is required'),
      )
      expect(fetch).not.toHaveBeenCalled()
    }
  })

  it('throws "ConvertKit configuration is incomplete" without an api key or form id', async () => {
    const cases = [
      { apiKey: undefined, formId: '1' },
      { apiKey: ' ', formId: '1' },
      { apiKey: 'key', formId: undefined },
      { apiKey: 'key', formId: '' },
    ]
    for (const config of cases) {
      const { fetch } = fakeFetch(ok)
      await expect(subscribeToKitForm({ ...config, email: 'a@example.com' }, { fetch })).rejects.toThrow(
        new Error('ConvertKit configuration is incomplete'),
      )
      expect(fetch).not.toHaveBeenCalled()
    }
  })

  it('throws "Subscription failed: {status} {body}" on a non-ok answer', async () => {
    const body = '{"error":"Authorization Failed","message":"API Key not valid"}'
    const { fetch } = fakeFetch(() => new Response(body, { status: 401 }))
    const error = await subscribeToKitForm(
      { apiKey: 'secret-key', formId: '1', email: 'a@example.com' },
      { fetch },
    ).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message).toBe(`Subscription failed: 401 ${body}`)
    expect((error as Error).message).not.toContain('secret-key')
  })
})
