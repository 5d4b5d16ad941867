import { describe, expect, it } from 'vitest'

import { FIELD_LIMITS, FIELD_MESSAGES } from '@/lib/forms/fields'
import { HOSTILE, run } from '@/lib/forms/schema-testing'

import { CALCULATOR_MESSAGES, costSummaryRequestSchema, costSummarySentSchema, revealFormSchema } from './schemas'

const valid = {
  name: 'Maya Lopez',
  email: 'maya@example.com',
  newsletter: true,
  region: 'usa',
  inputs: { miles: '1200' },
}

describe('CALCULATOR_MESSAGES', () => {
  it('holds the SPEC §8 strings exactly', () => {
    expect(CALCULATOR_MESSAGES).toMatchObject({
      errorTitle: 'Error',
      emailFailure: 'Failed to send email. Please try again.',
      somethingWentWrong: 'Something went wrong. Please try again.',
      successTitle: 'Success!',
      success: 'Your cost summary has been sent to your email.',
    })
  })

  it('speaks like the subscribe dialog for the name and email (SPEC §5)', () => {
    expect(CALCULATOR_MESSAGES).toMatchObject({
      nameRequired: 'Please enter your name',
      emailRequired: 'Email is required',
      emailInvalid: 'Please enter a valid email address',
    })
  })
})

describe('revealFormSchema', () => {
  it('requires a name and an email that are not blank', () => {
    const required = { name: CALCULATOR_MESSAGES.nameRequired, email: CALCULATOR_MESSAGES.emailRequired }
    expect(run(revealFormSchema, {}).errors).toEqual({ ...required, newsletter: CALCULATOR_MESSAGES.newsletterChoice })
    expect(run(revealFormSchema, { name: '   ', email: '  ', newsletter: true }).errors).toEqual(required)
    expect(run(revealFormSchema, { name: '\u200b\u0000', email: '', newsletter: false }).errors).toEqual(required)
  })

  it('checks the email pattern and normalises both fields', () => {
    expect(run(revealFormSchema, { name: 'M', email: 'nope', newsletter: true }).errors).toEqual({
      email: CALCULATOR_MESSAGES.emailInvalid,
    })
    expect(
      run(revealFormSchema, { name: '  Maya   Lopez ', email: ' Maya@Example.COM ', newsletter: true }).data,
    ).toEqual({
      name: 'Maya Lopez',
      email: 'maya@example.com',
      newsletter: true,
    })
  })

  it('caps the name', () => {
    const long = 'n'.repeat(FIELD_LIMITS.name + 1)
    expect(run(revealFormSchema, { name: long, email: 'a@b.co', newsletter: true }).errors).toEqual({
      name: FIELD_MESSAGES.nameMax,
    })
  })

  it.each(HOSTILE)('rejects %s in either field with its message, never throwing', (value) => {
    expect(run(revealFormSchema, { name: value, email: value, newsletter: true }).errors).toEqual({
      name: CALCULATOR_MESSAGES.nameRequired,
      email: expect.any(String),
    })
  })
})

describe('the newsletter choice', () => {
  it('keeps an explicit opt-out as false and an opt-in as true', () => {
    expect(run(revealFormSchema, { name: 'Maya', email: 'maya@example.com', newsletter: false }).data).toEqual({
      name: 'Maya',
      email: 'maya@example.com',
      newsletter: false,
    })
    expect(run(costSummaryRequestSchema, valid).data).toMatchObject({ newsletter: true })
  })

  it('refuses a missing or non-boolean choice with its message: consent is never guessed', () => {
    for (const newsletter of [undefined, null, 'false', 'no', 0, 1, 'on', [], {}]) {
      expect(run(costSummaryRequestSchema, { ...valid, newsletter }).errors, String(newsletter)).toEqual({
        newsletter: CALCULATOR_MESSAGES.newsletterChoice,
      })
    }
  })
})

describe('costSummaryRequestSchema', () => {
  it('takes the form, a region and the inputs as the page holds them', () => {
    expect(run(costSummaryRequestSchema, valid).data).toEqual(valid)
  })

  it('drops totals and any other key a browser adds: the server computes those', () => {
    const { data } = run(costSummaryRequestSchema, {
      ...valid,
      totalMonthlyCost: 1,
      subtotalCost: 1,
      breakdown: { accommodation: { totalCost: 1 } },
      inputs: { ...valid.inputs, totalCost: '1' },
    })
    expect(data).toEqual(valid)
  })

  it('refuses a region that is not one of the five', () => {
    for (const region of [undefined, 'mars', 'USA', 42, null]) {
      expect(run(costSummaryRequestSchema, { ...valid, region }).errors).toEqual({
        region: CALCULATOR_MESSAGES.regionRequired,
      })
    }
  })

  it('refuses inputs that are not an object of text values', () => {
    expect(run(costSummaryRequestSchema, { ...valid, inputs: 'miles=1200' }).errors).toHaveProperty('inputs')
    expect(run(costSummaryRequestSchema, { ...valid, inputs: { miles: 1200 } }).errors).toHaveProperty('inputs')
    expect(run(costSummaryRequestSchema, { ...valid, inputs: undefined }).errors).toHaveProperty('inputs')
  })
})

describe('costSummarySentSchema', () => {
  it('is the plain success answer', () => {
    expect(costSummarySentSchema.safeParse({ ok: true }).success).toBe(true)
    expect(costSummarySentSchema.safeParse({ ok: false, error: 'x' }).success).toBe(false)
  })
})
