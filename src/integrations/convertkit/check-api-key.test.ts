/**
 * The status page's Kit check (checkApiKey) against Kit's API played by MSW (nothing reaches the
 * network): a key accepted, a key refused (401), Kit failing (5xx), and no answer in time.
 */
import { delay, http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { checkApiKey, ConvertKitHttpError } from './client'
import { CONVERTKIT_API_BASE } from './constants'

const KEY = 'unit-kit-key-31'
const server = setupServer(
  http.get(`${CONVERTKIT_API_BASE}/forms`, ({ request }) =>
    new URL(request.url).searchParams.get('api_key') === KEY
      ? HttpResponse.json({ forms: [{ id: 1 }, { id: 2 }] })
      : HttpResponse.json({ error: 'Authorization Failed', message: 'API Key not valid' }, { status: 401 }),
  ),
)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describe('checkApiKey', () => {
  it('counts the forms when Kit accepts the key', async () => {
    await expect(checkApiKey(KEY, { timeoutMs: 1_000 })).resolves.toBe(2)
  })

  it("throws Kit's status and words, never the key, when the key is refused", async () => {
    const refused = checkApiKey('wrong-key', { timeoutMs: 1_000 })
    await expect(refused).rejects.toBeInstanceOf(ConvertKitHttpError)
    await expect(refused).rejects.toThrow(/401/)
    await expect(refused).rejects.not.toThrow(/wrong-key/)
  })

  it('throws when Kit answers 5xx', async () => {
    server.use(http.get(`${CONVERTKIT_API_BASE}/forms`, () => new HttpResponse('Bad gateway', { status: 502 })))
    await expect(checkApiKey(KEY, { timeoutMs: 1_000 })).rejects.toThrow(/502/)
  })

  it('throws when Kit gives no answer within the time limit', async () => {
    server.use(
      http.get(`${CONVERTKIT_API_BASE}/forms`, async () => {
        await delay(2_000)
        return HttpResponse.json({ forms: [] })
      }),
    )
    const started = Date.now()
    await expect(checkApiKey(KEY, { timeoutMs: 200 })).rejects.toThrow()
    expect(Date.now() - started).toBeLessThan(1_500)
  })
})
