import { describe, expect, it, vi } from 'vitest'

import { checkApiKey, ConvertKitHttpError, subscribeToForm, subscribeUrl } from './client'
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

describe('checkApiKey', () => {
  it('asks for the forms of the key and counts them', async () => {
    const fetchMock = vi.fn(async () => Response.json({ forms: [{ id: 1 }, { id: 2 }] }))
    await expect(checkApiKey('key 1', { fetch: fetchMock as typeof fetch, base: 'http://kit.test/v3' })).resolves.toBe(
      2,
    )
    expect(fetchMock).toHaveBeenCalledWith('http://kit.test/v3/forms?api_key=key%201', expect.any(Object))
  })

  it('throws Kit’s refusal without the key in the message', async () => {
    const fetchMock = vi.fn(async () => new Response('{"error":"Authorization Failed"}', { status: 401 }))
    const error = await checkApiKey('secret-key', { fetch: fetchMock as typeof fetch }).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(ConvertKitHttpError)
    expect((error as Error).message).toContain('Authorization Failed')
    expect((error as Error).message).not.toContain('secret-key')
  })
})
