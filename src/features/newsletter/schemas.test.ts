import { describe, expect, it } from 'vitest'

import { FIELD_LIMITS, FIELD_MESSAGES } from '@/lib/forms/fields'
import { HOSTILE, run } from '@/lib/forms/schema-testing'

import { inlineSubscribeSchema, isEmptyInlineSubscribe, SUBSCRIBE_MESSAGES, subscribeDialogSchema } from './schemas'

const MESSAGES = { ...FIELD_MESSAGES, ...SUBSCRIBE_MESSAGES }

describe('SUBSCRIBE_MESSAGES', () => {
  it('holds the SPEC strings exactly', () => {
    expect(SUBSCRIBE_MESSAGES).toMatchObject({
      nameRequired: 'Please enter your name',
      emailRequired: 'Email is required',
      subscribing: 'Subscribing...',
      subscribeSuccessTitle: 'Thanks for subscribing!',
      subscribeSuccessInline: "We'll send you our latest stories and tips.",
      subscribeSuccessDialog: 'Please check your inbox for confirmation.',
      subscribeFailureTitle: 'Failed to subscribe',
      subscribeFailureInline: 'Please try again later or check the console for details.',
      subscribeFailureDialog: 'Please try again later or contact us to report an issue.',
    })
  })
})

describe('subscribeDialogSchema', () => {
  it('requires name and email with the SPEC messages', () => {
    expect(run(subscribeDialogSchema, {}).errors).toEqual({
      name: MESSAGES.nameRequired,
      email: MESSAGES.emailRequired,
    })
    expect(run(subscribeDialogSchema, { name: '   ', email: '  ' }).errors).toEqual({
      name: MESSAGES.nameRequired,
      email: MESSAGES.emailRequired,
    })
  })

  it('checks the email pattern and normalises the address', () => {
    expect(run(subscribeDialogSchema, { name: 'M', email: 'nope' }).errors).toEqual({ email: MESSAGES.emailInvalid })
    expect(run(subscribeDialogSchema, { name: ' M ', email: ' M@Example.COM ', extra: 'x' }).data).toEqual({
      name: 'M',
      email: 'm@example.com',
    })
  })

  it('caps the name at 100 characters', () => {
    const ok = 'n'.repeat(FIELD_LIMITS.name)
    expect(run(subscribeDialogSchema, { name: ok, email: 'a@b.co' }).data?.name).toBe(ok)
    expect(run(subscribeDialogSchema, { name: `${ok}n`, email: 'a@b.co' }).errors).toEqual({ name: MESSAGES.nameMax })
  })
})

describe('inlineSubscribeSchema', () => {
  it.each([{}, { email: '' }, { email: '   ' }, { email: null }])('allows an empty email: %j', (input) => {
    const { data } = run(inlineSubscribeSchema, input)
    expect(data).toEqual({ email: '' })
    expect(isEmptyInlineSubscribe(data as { email: string })).toBe(true)
  })

  it('validates a filled email', () => {
    expect(run(inlineSubscribeSchema, { email: 'maya@' }).errors).toEqual({ email: MESSAGES.emailInvalid })
    const { data } = run(inlineSubscribeSchema, { email: 'Maya@Example.com' })
    expect(data).toEqual({ email: 'maya@example.com' })
    expect(isEmptyInlineSubscribe(data as { email: string })).toBe(false)
    expect(run(inlineSubscribeSchema, { email: `${'a'.repeat(250)}@b.co` }).errors).toEqual({
      email: MESSAGES.emailMax,
    })
  })
})

describe('hostile input', () => {
  it.each(HOSTILE)('fails with the field messages and never throws for %s in every field', (value) => {
    expect(run(subscribeDialogSchema, { name: value, email: value }).errors).toEqual({
      name: MESSAGES.nameRequired,
      email: MESSAGES.emailInvalid,
    })
    expect(run(inlineSubscribeSchema, { email: value }).errors ?? {}).toEqual(
      value === null ? {} : { email: MESSAGES.emailInvalid },
    )
  })
})
