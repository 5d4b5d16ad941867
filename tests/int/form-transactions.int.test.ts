/**
 * Storing a submission and queueing its emails are one transaction (issue 22, point 8): a failure
 * while the email is queued rolls the stored row back, and the visitor gets the form's failure
 * message (503), never an "ok" for a row the team is not told about, nor a row for a "failed".
 * The failure is injected in the outbox's last step (the sendEmail job's queueing), after both
 * the row and its email row were written. The public endpoints as the routes call them, on the
 * run's database (TEST_DB=sqlite|postgres).
 */
import type { Payload, Where } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { CONTACT_MESSAGES } from '@/features/contact/schemas'
import { SUBSCRIBE_MESSAGES } from '@/features/newsletter/schemas'
import { STORY_MESSAGES } from '@/features/submissions/schemas'

import { closeTestPayload, createMember, getTestPayload, uniqueEmail, uniqueSuffix } from './helpers/payload'
import { PASSWORD, randomIp } from './helpers/accounts'
import { ensureTeamEmail } from './helpers/site'

let payload: Payload

function jsonPost(path: string, body: unknown): Request {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
    body: JSON.stringify(body),
  })
}

/** The next email queued fails at its last step, as a database failing right then would. */
function failNextEmailQueueing() {
  return vi.spyOn(payload.jobs, 'queue').mockRejectedValueOnce(new Error('queue unavailable (injected)'))
}

async function count(
  collection: 'story-submissions' | 'contact-messages' | 'subscribers' | 'emails' | 'members',
  where: Where,
) {
  const { totalDocs } = await payload.count({ collection, where, overrideAccess: true })
  return totalDocs
}

beforeAll(async () => {
  payload = await getTestPayload()
  // Every team address, so each form has a notification to queue.
  await ensureTeamEmail(payload)
})

afterEach(() => {
  vi.restoreAllMocks()
})

afterAll(async () => {
  await closeTestPayload()
})

describe('a failure while queueing the email rolls the submission back', () => {
  it('story: 503 with the form message, no submission, no team email; then stored with its email', async () => {
    const { handleStorySubmission } = await import('@/features/submissions/server')
    const name = `Rollback ${uniqueSuffix()}`
    const story = { name, email: uniqueEmail('rollback-story'), location: 'Moab, Utah', instagram: '' }

    const queue = failNextEmailQueueing()
    const failed = await handleStorySubmission(jsonPost('/api/forms/story', story), { payload })
    expect(queue).toHaveBeenCalled()
    expect(failed.status).toBe(503)
    expect(await failed.json()).toEqual({ ok: false, error: STORY_MESSAGES.storyFailure })
    expect(await count('story-submissions', { email: { equals: story.email } })).toBe(0)
    expect(await count('emails', { subject: { equals: `New story submission from ${name}` } })).toBe(0)

    // The same story sent again (the visitor's retry) is stored once, with its notification.
    const retried = await handleStorySubmission(jsonPost('/api/forms/story', story), { payload })
    expect(retried.status).toBe(200)
    expect(await count('story-submissions', { email: { equals: story.email } })).toBe(1)
    expect(await count('emails', { subject: { equals: `New story submission from ${name}` } })).toBe(1)
  })

  it('contact: 503 with the form message, no message, no team email', async () => {
    const { handleContact } = await import('@/features/contact/server')
    const name = `Rollback ${uniqueSuffix()}`
    const message = {
      name,
      email: uniqueEmail('rollback-contact'),
      message: 'Is the calculator right about propane?',
      subscribeToNewsletter: false,
    }

    failNextEmailQueueing()
    const failed = await handleContact(jsonPost('/api/forms/contact', message), { payload, recaptcha: null })
    expect(failed.status).toBe(503)
    expect(await failed.json()).toEqual({ ok: false, error: CONTACT_MESSAGES.contactFailure })
    expect(await count('contact-messages', { email: { equals: message.email } })).toBe(0)
    expect(await count('emails', { subject: { equals: `New message from ${name}` } })).toBe(0)

    const retried = await handleContact(jsonPost('/api/forms/contact', message), { payload, recaptcha: null })
    expect(retried.status).toBe(200)
    expect(await count('contact-messages', { email: { equals: message.email } })).toBe(1)
    expect(await count('emails', { subject: { equals: `New message from ${name}` } })).toBe(1)
  })

  it('newsletter (built-in list): 503, no pending subscriber left without its confirmation email', async () => {
    const { handleSubscribe } = await import('@/features/newsletter/server')
    const { createBuiltinProvider } = await import('@/features/newsletter/builtin')
    const provider = createBuiltinProvider({ payload })
    const email = uniqueEmail('rollback-subscribe')

    failNextEmailQueueing()
    const failed = await handleSubscribe(jsonPost('/api/newsletter/subscribe', { email, source: 'inline' }), {
      payload,
      provider,
    })
    expect(failed.status).toBe(503)
    expect(await failed.json()).toEqual({ ok: false, error: SUBSCRIBE_MESSAGES.subscribeFailureDialog })
    expect(await count('subscribers', { email: { equals: email } })).toBe(0)
    expect(await count('emails', { to: { equals: email } })).toBe(0)

    // Retried at once: not "recently sent" (nothing was), so the confirmation goes out now.
    const retried = await handleSubscribe(jsonPost('/api/newsletter/subscribe', { email, source: 'inline' }), {
      payload,
      provider,
    })
    expect(retried.status).toBe(200)
    expect(await count('subscribers', { email: { equals: email } })).toBe(1)
    expect(await count('emails', { to: { equals: email } })).toBe(1)
  })

  it('forgot password: no reset token is set that no email carries', async () => {
    const { handleForgotPassword } = await import('@/features/accounts/server')
    const member = await createMember(payload)
    const resetToken = async () =>
      (await payload.findByID({ collection: 'members', id: member.id, showHiddenFields: true, overrideAccess: true }))
        .resetPasswordToken ?? null

    failNextEmailQueueing()
    const request = () =>
      new Request('http://localhost/api/account/forgot-password', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', 'x-forwarded-for': randomIp() },
        body: JSON.stringify({ email: member.email }),
      })
    // The same answer whatever happens (it is the same for unknown addresses).
    expect((await handleForgotPassword(request(), payload)).status).toBe(200)
    expect(await resetToken()).toBeNull()
    expect(
      await count('emails', { and: [{ to: { equals: member.email } }, { kind: { equals: 'account-reset' } }] }),
    ).toBe(0)

    await handleForgotPassword(request(), payload)
    expect(await resetToken()).toEqual(expect.any(String))
    expect(
      await count('emails', { and: [{ to: { equals: member.email } }, { kind: { equals: 'account-reset' } }] }),
    ).toBe(1)
  })
  it('sign-up: no account is stored without its confirmation email', async () => {
    const { handleSignUp } = await import('@/features/accounts/server')
    const { ACCOUNT_MESSAGES } = await import('@/features/accounts/schemas')
    const email = uniqueEmail('tx-sign-up')
    const request = () =>
      new Request('http://localhost/api/account/sign-up', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', 'x-forwarded-for': randomIp() },
        body: JSON.stringify({ firstName: 'Sam', lastName: 'Reed', email, password: PASSWORD }),
      })
    const confirmations = () =>
      count('emails', { and: [{ to: { equals: email } }, { kind: { equals: 'account-confirm' } }] })

    failNextEmailQueueing()
    const failed = await handleSignUp(request(), payload)
    expect(failed.status).toBe(503)
    expect(await failed.json()).toMatchObject({ ok: false, error: ACCOUNT_MESSAGES.genericFailure })
    expect(await count('members', { email: { equals: email } })).toBe(0)
    expect(await confirmations()).toBe(0)

    expect((await handleSignUp(request(), payload)).status).toBe(200)
    expect(await count('members', { email: { equals: email } })).toBe(1)
    expect(await confirmations()).toBe(1)
  })
})
