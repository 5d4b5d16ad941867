import { zodResolver } from '@hookform/resolvers/zod'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

import {
  type ContactInput,
  type ContactValues,
  cleanLine,
  cleanMultiline,
  contactSchema,
  FIELD_LIMITS,
  inlineSubscribeSchema,
  isEmptyInlineSubscribe,
  MESSAGES,
  normaliseInstagram,
  storySubmissionSchema,
  subscribeDialogSchema,
} from './schemas'

/** Field → first message, or the parsed data. */
function run(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input)
  if (result.success) return { data: result.data as Record<string, unknown> }
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message
  return { errors }
}

const story = { name: 'Maya', email: 'maya@example.com', location: 'Oregon', instagram: '' }
const contact = { name: 'Maya', email: 'maya@example.com', message: 'Hello there, vanlifers!' }
const HOSTILE: unknown[] = [
  42,
  -1,
  NaN,
  true,
  null,
  [],
  ['Maya'],
  {},
  { toString: () => 'x' },
  () => 'x',
  Symbol('s'),
  10n,
]

describe('MESSAGES', () => {
  it('holds the SPEC strings exactly', () => {
    expect(MESSAGES).toMatchObject({
      nameRequired: 'Please enter your name',
      emailRequired: 'Email is required',
      emailInvalid: 'Please enter a valid email address',
      nameMin: 'Name must be at least 2 characters',
      locationMin: 'Location must be at least 2 characters',
      messageMin: 'Message must be at least 10 characters',
      subscribing: 'Subscribing...',
      sending: 'Sending...',
      subscribeSuccessTitle: 'Thanks for subscribing!',
      subscribeSuccessInline: "We'll send you our latest stories and tips.",
      subscribeSuccessDialog: 'Please check your inbox for confirmation.',
      subscribeFailureTitle: 'Failed to subscribe',
      subscribeFailureInline: 'Please try again later or check the console for details.',
      subscribeFailureDialog: 'Please try again later or contact us to report an issue.',
      somethingWentWrong: 'Something went wrong',
      storyFailure: 'Your submission could not be processed. Please try again.',
      storySuccessTitle: 'Success!',
      storySuccess: "Your story submission has been received. We'll be in touch soon!",
      storyThankYou: 'Thank You!',
      contactFailure: 'Your message could not be sent. Please try again.',
      contactSuccessTitle: 'Message sent',
      contactSuccess: "Thanks for reaching out. We'll get back to you soon!",
      newsletterUnavailableTitle: 'Newsletter subscription unavailable',
      newsletterUnavailable: 'Our newsletter service is currently unavailable. Please try again later.',
      newsletterFailureTitle: 'Newsletter subscription failed',
      newsletterFailure: "We couldn't add you to our mailing list, but your message was sent.",
      newsletterSuccessTitle: 'Newsletter subscription successful',
      newsletterSuccess: "You've been added to our mailing list!",
      nameMax: 'Name must be at most 100 characters',
      emailMax: 'Email must be at most 254 characters',
      locationMax: 'Location must be at most 120 characters',
      instagramMax: 'Instagram must be at most 60 characters',
      messageMax: 'Message must be at most 5000 characters',
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

describe('storySubmissionSchema', () => {
  it('accepts a valid submission and strips unknown keys', () => {
    expect(run(storySubmissionSchema, { ...story, role: 'admin' }).data).toEqual(story)
    expect(run(storySubmissionSchema, { name: 'Maya', email: 'maya@example.com', location: 'Oregon' }).data).toEqual(
      story,
    )
  })

  it('enforces the 2-character minimums at the boundary (after trimming)', () => {
    expect(run(storySubmissionSchema, { ...story, name: ' M ', location: 'O ' }).errors).toEqual({
      name: MESSAGES.nameMin,
      location: MESSAGES.locationMin,
    })
    expect(run(storySubmissionSchema, { ...story, name: 'Ma', location: 'OR' }).data).toMatchObject({
      name: 'Ma',
      location: 'OR',
    })
  })

  it('enforces the maximum lengths', () => {
    const at = { ...story, name: 'n'.repeat(100), location: 'l'.repeat(120), instagram: 'i'.repeat(60) }
    expect(run(storySubmissionSchema, at).data).toMatchObject({ name: at.name, location: at.location })
    const over = { ...story, name: 'n'.repeat(101), location: 'l'.repeat(121), instagram: 'i'.repeat(61) }
    expect(run(storySubmissionSchema, over).errors).toEqual({
      name: MESSAGES.nameMax,
      location: MESSAGES.locationMax,
      instagram: MESSAGES.instagramMax,
    })
  })

  it('rejects an invalid email with the SPEC message', () => {
    expect(run(storySubmissionSchema, { ...story, email: 'maya at example.com' }).errors).toEqual({
      email: MESSAGES.emailInvalid,
    })
  })

  it.each([
    ['@maya.travels', 'maya.travels'],
    ['maya_travels', 'maya_travels'],
    ['https://www.instagram.com/maya.travels/?hl=en', 'maya.travels'],
    ['instagram.com/Maya', 'Maya'],
    ['  Maya and Tom  ', 'Maya and Tom'],
  ])('normalises the instagram %j', (input, expected) => {
    expect(normaliseInstagram(input)).toBe(expected)
    expect(run(storySubmissionSchema, { ...story, instagram: input }).data?.instagram).toBe(expected)
  })
})

describe('contactSchema', () => {
  it('defaults the newsletter flag to false and keeps an explicit true', () => {
    expect(run(contactSchema, contact).data).toEqual({ ...contact, subscribeToNewsletter: false })
    expect(run(contactSchema, { ...contact, subscribeToNewsletter: true }).data?.subscribeToNewsletter).toBe(true)
    for (const value of ['true', 1, 'on', {}, null]) {
      expect(run(contactSchema, { ...contact, subscribeToNewsletter: value }).data?.subscribeToNewsletter).toBe(false)
    }
  })

  it('enforces the message length boundaries: 9 vs 10, 5000 vs 5001', () => {
    expect(run(contactSchema, { ...contact, message: '123456789' }).errors).toEqual({ message: MESSAGES.messageMin })
    expect(run(contactSchema, { ...contact, message: '  123456789  ' }).errors).toEqual({
      message: MESSAGES.messageMin,
    })
    expect(run(contactSchema, { ...contact, message: '1234567890' }).data?.message).toBe('1234567890')
    expect(run(contactSchema, { ...contact, message: 'm'.repeat(5000) }).data?.message).toHaveLength(5000)
    expect(run(contactSchema, { ...contact, message: 'm'.repeat(5001) }).errors).toEqual({
      message: MESSAGES.messageMax,
    })
  })

  it('removes control characters but keeps line breaks in the message', () => {
    const { data } = run(contactSchema, {
      ...contact,
      name: 'Ma\u0000ya\u202E\t Road',
      message: 'Hi\u0007 there\r\nsecond\u200B line',
    })
    expect(data?.name).toBe('Maya Road')
    expect(data?.message).toBe('Hi there\nsecond line')
    expect(run(contactSchema, { ...contact, name: 'M\u0000\u0001' }).errors).toEqual({ name: MESSAGES.nameMin })
  })
})

describe('hostile input', () => {
  it.each(HOSTILE)('fails with the field messages and never throws for %s in every field', (value) => {
    expect(run(storySubmissionSchema, { name: value, email: value, location: value, instagram: value }).errors).toEqual(
      {
        name: MESSAGES.nameMin,
        email: MESSAGES.emailInvalid,
        location: MESSAGES.locationMin,
        // instagram is optional: null means "not given"
        ...(value === null ? {} : { instagram: MESSAGES.instagramInvalid }),
      },
    )
    expect(run(contactSchema, { name: value, email: value, message: value }).errors).toEqual({
      name: MESSAGES.nameMin,
      email: MESSAGES.emailInvalid,
      message: MESSAGES.messageMin,
    })
    expect(run(subscribeDialogSchema, { name: value, email: value }).errors).toEqual({
      name: MESSAGES.nameRequired,
      email: MESSAGES.emailInvalid,
    })
    expect(run(inlineSubscribeSchema, { email: value }).errors ?? {}).toEqual(
      value === null ? {} : { email: MESSAGES.emailInvalid },
    )
  })

  it.each([null, undefined, 'a string', 42, [], [contact]])('rejects a non-object body %j without throwing', (body) => {
    expect(() => contactSchema.safeParse(body)).not.toThrow()
    expect(contactSchema.safeParse(body).success).toBe(false)
  })

  it('ignores __proto__ and constructor keys', () => {
    const body = JSON.parse(
      `{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}},${JSON.stringify(contact).slice(1)}`,
    )
    const { data } = run(contactSchema, body)
    expect(data).toEqual({ ...contact, subscribeToNewsletter: false })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype)
  })

  it('handles huge strings quickly with the max-length message', () => {
    const huge = 'x'.repeat(1_000_000)
    const started = performance.now()
    expect(run(contactSchema, { name: huge, email: huge, message: huge }).errors).toEqual({
      name: MESSAGES.nameMax,
      email: MESSAGES.emailMax,
      message: MESSAGES.messageMax,
    })
    expect(performance.now() - started).toBeLessThan(2000)
  })
})

describe('cleaners', () => {
  it('cleanLine collapses whitespace; cleanMultiline keeps newlines and tabs', () => {
    expect(cleanLine(' a \n\t b\u0000 ')).toBe('a b')
    expect(cleanMultiline(' a\r\n\tb\u0000\rc ')).toBe('a\n\tb\nc')
  })
})

describe('react-hook-form', () => {
  it('works through zodResolver with the same messages', async () => {
    const resolver = zodResolver<ContactInput, unknown, ContactValues>(contactSchema)
    const options = { fields: {}, shouldUseNativeValidation: false }
    const bad = await resolver({ name: 'M', email: 'x', message: 'short' }, undefined, options)
    expect(bad.errors.name?.message).toBe(MESSAGES.nameMin)
    expect(bad.errors.email?.message).toBe(MESSAGES.emailInvalid)
    expect(bad.errors.message?.message).toBe(MESSAGES.messageMin)
    const good = await resolver({ ...contact, subscribeToNewsletter: true }, undefined, options)
    expect(good.errors).toEqual({})
    expect(good.values).toEqual({ ...contact, subscribeToNewsletter: true })
  })
})
