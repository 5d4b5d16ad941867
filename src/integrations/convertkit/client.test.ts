import { describe, expect, it, vi } from 'vitest'

import { subscribeToForm, subscribeUrl } from './client'
import { CONVERTKIT_TIMEOUT_MS } from './constants'

type Call = { url: string; init: RequestInit }

/** A fetch stand-in that records its calls and answers with `response`. */
function fakeFetch(response: () => Response) {
  const calls: Call[] = []
  const fn = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} })
    return response()
  })
  return { fetch: fn as unknown as typeof fetch, calls }
}

const ok = () => Response.json({ subscription: { id: 1, state: 'inactive' } })

describe('subscribeToForm', () => {
  it('posts email, api_key and first_name as JSON to the form', async () => {
    const { fetch, calls } = fakeFetch(ok)
    await subscribeToForm(
      {
        apiKey: 'key-123',
        formId: '42',
        email: 'ana@example.com',
        firstName: 'Ana',
      },
      { fetch },
    )
    expect(calls).toHaveLength(1)
    expect(calls[0].url).toBe('https://api.convertkit.com/v3/forms/42/subscribe')
    expect(calls[0].init.method).toBe('POST')
    expect(new Headers(calls[0].init.headers).get('content-type')).toBe('application/json')
    expect(JSON.parse(String(calls[0].init.body))).toEqual({
      email: 'ana@example.com',
      api_key: 'key-123',
      first_name: 'Ana',
    })
    expect(calls[0].init.signal).toBeInstanceOf(AbortSignal)
  })

  it('leaves first_name out when the name is unknown or blank', async () => {
    for (const firstName of [undefined, null, '', '   ']) {
      const { fetch, calls } = fakeFetch(ok)
      await subscribeToForm({ apiKey: 'key', formId: 7, email: 'a@example.com', firstName }, { fetch })
      expect(JSON.parse(String(calls[0].init.body))).toEqual({
        email: 'a@example.com',
        api_key: 'key',
      })
    }
  })

  it('throws "Email is required" before any request', async () => {
    for (const email of [undefined, null, '', '  ']) {
      const { fetch } = fakeFetch(ok)
      await expect(subscribeToForm({ apiKey: 'key', formId: '1', email }, { fetch })).rejects.toThrow(
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
      await expect(subscribeToForm({ ...config, email: 'a@example.com' }, { fetch })).rejects.toThrow(
        new Error('ConvertKit configuration is incomplete'),
      )
      expect(fetch).not.toHaveBeenCalled()
    }
  })

  it('throws "Subscription failed: {status} {body}" on a non-ok answer', async () => {
    const body = '{"error":"Authorization Failed","message":"API Key not valid"}'
    const { fetch } = fakeFetch(() => new Response(body, { status: 401 }))
    const error = await subscribeToForm({ apiKey: 'secret-key', formId: '1', email: 'a@example.com' }, { fetch }).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message).toBe(`Subscription failed: 401 ${body}`)
    expect((error as Error).message).not.toContain('secret-key')
  })

  it('accepts an ok answer that is not JSON', async () => {
    const { fetch } = fakeFetch(() => new Response('fine', { status: 200 }))
    await expect(
      subscribeToForm({ apiKey: 'k', formId: '1', email: 'a@example.com' }, { fetch }),
    ).resolves.toBeUndefined()
  })

  it('aborts after the timeout', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout')
    const { fetch } = fakeFetch(ok)
    await subscribeToForm({ apiKey: 'k', formId: '1', email: 'a@example.com' }, { fetch })
    expect(timeout).toHaveBeenCalledWith(CONVERTKIT_TIMEOUT_MS)
    timeout.mockRestore()
  })

  it('encodes the form id in the path', () => {
    expect(subscribeUrl('12/../x')).toBe('https://api.convertkit.com/v3/forms/12%2F..%2Fx/subscribe')
  })
})
