/**
 * The status page's reCAPTCHA check against siteverify played by MSW (nothing reaches the
 * network): Google's answer to a dummy token with a good secret and with a refused one, a 5xx,
 * an answer that is not siteverify's, and no answer within the time limit.
 */
import { delay, http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { checkRecaptchaSecret, HEALTH_CHECK_TOKEN } from './health'
import { RECAPTCHA_VERIFY_URL } from './server'

const SECRET = 'unit-recaptcha-secret'
const bodies: URLSearchParams[] = []

const server = setupServer(
  http.post(RECAPTCHA_VERIFY_URL, async ({ request }) => {
    const form = new URLSearchParams(await request.text())
    bodies.push(form)
    // As Google answers: a refused secret is named alongside the bad token.
    const codes = form.get('secret') === SECRET ? ['invalid-input-response'] : ['invalid-input-secret']
    return HttpResponse.json({ success: false, 'error-codes': codes })
  }),
)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  bodies.length = 0
})
afterAll(() => server.close())

describe('checkRecaptchaSecret', () => {
  it('answers when siteverify says success false with error codes for the dummy token', async () => {
    await expect(checkRecaptchaSecret(SECRET, { timeoutMs: 1_000 })).resolves.toBe('answers (invalid-input-response)')
    expect(bodies[0].get('response')).toBe(HEALTH_CHECK_TOKEN)
  })

  it('fails when siteverify refuses the secret', async () => {
    await expect(checkRecaptchaSecret('not-the-secret', { timeoutMs: 1_000 })).rejects.toThrow(
      'siteverify refuses RECAPTCHA_SECRET_KEY (invalid-input-secret)',
    )
  })

  it('fails on a 5xx and on an answer that is not siteverify JSON', async () => {
    server.use(http.post(RECAPTCHA_VERIFY_URL, () => new HttpResponse('unavailable', { status: 503 })))
    await expect(checkRecaptchaSecret(SECRET, { timeoutMs: 1_000 })).rejects.toThrow('siteverify answered 503')
    server.use(http.post(RECAPTCHA_VERIFY_URL, () => HttpResponse.text('<html>captive portal</html>')))
    await expect(checkRecaptchaSecret(SECRET, { timeoutMs: 1_000 })).rejects.toThrow('did not answer as expected')
  })

  it('fails when siteverify gives no answer within the time limit', async () => {
    server.use(
      http.post(RECAPTCHA_VERIFY_URL, async () => {
        await delay(2_000)
        return HttpResponse.json({ success: false, 'error-codes': ['invalid-input-response'] })
      }),
    )
    const started = Date.now()
    await expect(checkRecaptchaSecret(SECRET, { timeoutMs: 200 })).rejects.toThrow()
    expect(Date.now() - started).toBeLessThan(1_500)
  })
})
