/**
 * Members' "too many" sign-in answer as a visitor sees it on /auth (issue 21 point 4): wrong
 * passwords through the Sign In form until the form says too many, for an address whose owner
 * signed in earlier, a fresh member's address and an address without an account. Each hears the
 * same words, after the same number of tries, with the same status and Retry-After. At 1280 px
 * (sign-in-too-many.spec.ts) and 390 px (sign-in-too-many.mobile.spec.ts).
 */
import { expect, type Page, test } from '@playwright/test'

import { createMember, ownAddress, PASSWORD, signInThroughApi, signInThroughForm, uniqueEmail } from './accounts.shared'

/** The site's words for every "too many" sign-in state (src/lib/forms/messages.ts). */
const TOO_MANY = 'Too many sign-in attempts. Please wait 10 minutes and try again, or reset your password.'
const WRONG = 'Invalid email or password.'

type Refusal = { tries: number; text: string; status: number; retryAfter: string | undefined }

/** Wrong passwords through the form until it no longer says "Invalid email or password.". */
async function failUntilRefused(page: Page, email: string): Promise<Refusal> {
  const alert = page.getByRole('form', { name: 'Sign in' }).getByRole('alert')
  for (let tries = 1; tries <= 8; tries++) {
    const [response] = await Promise.all([
      page.waitForResponse((each) => each.url().endsWith('/api/account/sign-in') && each.request().method() === 'POST'),
      signInThroughForm(page, email, `Not-the-password-${tries}`),
    ])
    if (response.status() === 200) throw new Error(`${email} was signed in`)
    if (response.status() !== 429) {
      // A wrong password (400): the same words for every address, until too many.
      await expect(alert).toHaveText(WRONG)
      continue
    }
    await expect(alert).toHaveText(TOO_MANY)
    return {
      tries,
      text: (await alert.textContent()) ?? '',
      status: response.status(),
      retryAfter: response.headers()['retry-after'],
    }
  }
  throw new Error(`no refusal for ${email}`)
}

export function tooManyFlows() {
  test("one too-many answer on /auth, whatever the address's history or existence", async ({ page, request }) => {
    test.setTimeout(90_000)
    const withHistory = await createMember(request, { firstName: 'Hester', lastName: 'History' }, 'history')
    const fresh = await createMember(request, { firstName: 'Fern', lastName: 'Fresh' }, 'fresh')
    // The owner signed in earlier (from elsewhere): the address has a history.
    await signInThroughApi(page, withHistory)
    await page.context().clearCookies()

    await ownAddress(page)
    await page.goto('/auth')
    const refusals: Refusal[] = []
    for (const email of [withHistory.email, fresh.email, uniqueEmail('ghost')]) {
      refusals.push(await failUntilRefused(page, email))
    }
    expect(refusals[0]).toEqual({ tries: 5, text: TOO_MANY, status: 429, retryAfter: '600' })
    expect(refusals[1]).toEqual(refusals[0])
    expect(refusals[2]).toEqual(refusals[0])

    // Locked now: even the right password hears the same words.
    const right = await Promise.all([
      page.waitForResponse((each) => each.url().endsWith('/api/account/sign-in')),
      signInThroughForm(page, fresh.email, PASSWORD),
    ])
    expect(right[0].status()).toBe(429)
    await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText(TOO_MANY)
  })
}
