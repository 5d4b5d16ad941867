import { describe, expect, it } from 'vitest'

import { FIELD_MESSAGES } from '@/lib/forms/fields'
import { parseFormBody } from '@/lib/forms/guard'
import { GUARD_MESSAGES } from '@/lib/forms/messages'
import { HOSTILE, run } from '@/lib/forms/schema-testing'

import { normaliseInstagram, STORY_MESSAGES, storySubmissionSchema } from './schemas'

const MESSAGES = { ...FIELD_MESSAGES, ...GUARD_MESSAGES, ...STORY_MESSAGES }

const story = { name: 'Maya', email: 'maya@example.com', location: 'Oregon', instagram: '' }

describe('STORY_MESSAGES', () => {
  it('holds the SPEC strings exactly', () => {
    expect(STORY_MESSAGES).toMatchObject({
      locationMin: 'Location must be at least 2 characters',
      somethingWentWrong: 'Something went wrong',
      storyFailure: 'Your submission could not be processed. Please try again.',
      storySuccessTitle: 'Success!',
      storySuccess: "Your story submission has been received. We'll be in touch soon!",
      storyThankYou: 'Thank You!',
      locationMax: 'Location must be at most 120 characters',
      instagramMax: 'Instagram must be at most 60 characters',
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
  })
})

describe('parseFormBody', () => {
  it('returns a 400 with the first message per field', () => {
    expect(parseFormBody(storySubmissionSchema, { name: 'M', email: 'x', location: 5 })).toEqual({
      ok: false,
      status: 400,
      fieldErrors: { name: MESSAGES.nameMin, email: MESSAGES.emailInvalid, location: MESSAGES.locationMin },
      message: MESSAGES.invalidForm,
    })
  })
})
