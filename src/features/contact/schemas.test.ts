import { zodResolver } from '@hookform/resolvers/zod'
import { describe, expect, it } from 'vitest'

import { FIELD_MESSAGES } from '@/lib/forms/fields'
import { parseFormBody } from '@/lib/forms/guard'
import { GUARD_MESSAGES } from '@/lib/forms/messages'
import { HOSTILE, run } from '@/lib/forms/schema-testing'

import { CONTACT_MESSAGES, type ContactInput, contactSchema, type ContactValues } from './schemas'

const MESSAGES = { ...FIELD_MESSAGES, ...GUARD_MESSAGES, ...CONTACT_MESSAGES }

const contact = { name: 'Maya', email: 'maya@example.com', message: 'Hello there, vanlifers!' }

describe('CONTACT_MESSAGES', () => {
  it('holds the SPEC strings exactly', () => {
    expect(CONTACT_MESSAGES).toMatchObject({
      messageMin: 'Message must be at least 10 characters',
      sending: 'Sending...',
      somethingWentWrong: 'Something went wrong',
      contactFailure: 'Your message could not be sent. Please try again.',
      contactSuccessTitle: 'Message sent',
      contactSuccess: "Thanks for reaching out. We'll get back to you soon!",
      newsletterUnavailableTitle: 'Newsletter subscription unavailable',
      newsletterUnavailable: 'Our newsletter service is currently unavailable. Please try again later.',
      newsletterFailureTitle: 'Newsletter subscription failed',
      newsletterFailure: "We couldn't add you to our mailing list, but your message was sent.",
      newsletterSuccessTitle: 'Newsletter subscription successful',
      newsletterSuccess: "You've been added to our mailing list!",
      messageMax: 'Message must be at most 5000 characters',
    })
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
    expect(run(contactSchema, { name: value, email: value, message: value }).errors).toEqual({
      name: MESSAGES.nameMin,
      email: MESSAGES.emailInvalid,
      message: MESSAGES.messageMin,
    })
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

describe('parseFormBody', () => {
  const contact = { name: 'Maya', email: 'Maya@Example.com', message: 'Hello there, vanlifers!' }

  it('returns the parsed data', () => {
    expect(parseFormBody(contactSchema, { ...contact, website: '' })).toEqual({
      ok: true,
      data: { ...contact, email: 'maya@example.com', subscribeToNewsletter: false },
    })
  })

  it.each([null, undefined, 'text', 42, [], [contact], () => contact])('never throws on the body %s', (body) => {
    const result = parseFormBody(contactSchema, body)
    expect(result).toMatchObject({ ok: false, status: 400, fieldErrors: {}, message: MESSAGES.invalidBody })
  })

  it('survives nested objects, prototype keys, huge strings and throwing getters', () => {
    const polluted = JSON.parse(
      '{"__proto__":{"admin":true},"name":{"__proto__":{}},"email":{"a":{"b":{"c":1}}},"message":"x"}',
    )
    const result = parseFormBody(contactSchema, polluted)
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.fieldErrors).toEqual({
        name: MESSAGES.nameMin,
        email: MESSAGES.emailInvalid,
        message: MESSAGES.messageMin,
      })
    }
    expect(({} as Record<string, unknown>).admin).toBeUndefined()

    const huge = parseFormBody(contactSchema, { ...contact, message: 'x'.repeat(2_000_000) })
    expect(huge).toMatchObject({ ok: false, fieldErrors: { message: MESSAGES.messageMax } })

    const trap = new Proxy(
      {},
      {
        get: () => {
          throw new Error('boom')
        },
        has: () => {
          throw new Error('boom')
        },
      },
    )
    expect(parseFormBody(contactSchema, trap)).toMatchObject({ ok: false, status: 400, message: MESSAGES.invalidBody })
  })
})
