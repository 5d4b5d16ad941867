import { describe, expect, it } from 'vitest'

import {
  formatEffectiveDate,
  legalBlocks,
  numberedHeading,
  parseLegalText,
  splitEmails,
  substitutePlaceholders,
} from './legal-text'

describe('substitutePlaceholders', () => {
  it('replaces every known placeholder', () => {
    const text = '{product} collects little. Email {privacyEmail} or {contactEmail}. {product} again.'
    expect(
      substitutePlaceholders(text, {
        product: 'Vanlife Voices',
        privacyEmail: 'privacy@example.com',
        contactEmail: 'hello@example.com',
      }),
    ).toBe('Vanlife Voices collects little. Email privacy@example.com or hello@example.com. Vanlife Voices again.')
  })

  it('leaves unknown placeholders and those without a value as written', () => {
    expect(substitutePlaceholders('{product} {unknown} {privacyEmail}', { product: 'X', privacyEmail: '' })).toBe(
      'X {unknown} {privacyEmail}',
    )
  })
})

describe('parseLegalText', () => {
  it('returns nothing for empty bodies', () => {
    expect(parseLegalText('')).toEqual([])
    expect(parseLegalText(null)).toEqual([])
    expect(parseLegalText('\n\n  \n')).toEqual([])
  })

  it('splits paragraphs on blank lines and joins wrapped lines', () => {
    expect(parseLegalText('First line\nwraps here.\n\n  \nSecond paragraph.')).toEqual([
      { type: 'paragraph', text: 'First line wraps here.' },
      { type: 'paragraph', text: 'Second paragraph.' },
    ])
  })

  it('turns "- " lines into list items, also right after a lead-in line', () => {
    const text = 'We collect:\n- your name\n- your email\n  address\n\nThat is all.\r\n\r\n- one\n- two'
    expect(parseLegalText(text)).toEqual([
      { type: 'paragraph', text: 'We collect:' },
      { type: 'list', items: ['your name', 'your email address'] },
      { type: 'paragraph', text: 'That is all.' },
      { type: 'list', items: ['one', 'two'] },
    ])
  })

  it('starts a new paragraph after a list inside the same chunk', () => {
    expect(parseLegalText('- a\n- b\nAfter the list.')).toEqual([
      { type: 'list', items: ['a', 'b'] },
      { type: 'paragraph', text: 'After the list.' },
    ])
  })

  it('does not treat a hyphen inside a sentence as a list', () => {
    expect(parseLegalText('Under-13s are not tracked - ever.')).toEqual([
      { type: 'paragraph', text: 'Under-13s are not tracked - ever.' },
    ])
  })
})

describe('legalBlocks', () => {
  it('substitutes placeholders and parses', () => {
    expect(
      legalBlocks('Write to {privacyEmail}.\n\n- {product} deletes it', { product: 'VV', privacyEmail: 'p@x.io' }),
    ).toEqual([
      { type: 'paragraph', text: 'Write to p@x.io.' },
      { type: 'list', items: ['VV deletes it'] },
    ])
  })
})

describe('splitEmails', () => {
  it('splits text around email addresses', () => {
    expect(splitEmails('Email privacy@vanlife.example, or write to hello@mail.vanlife.example.')).toEqual([
      { type: 'text', value: 'Email ' },
      { type: 'email', value: 'privacy@vanlife.example' },
      { type: 'text', value: ', or write to ' },
      { type: 'email', value: 'hello@mail.vanlife.example' },
      { type: 'text', value: '.' },
    ])
  })

  it('returns the text alone when there is no address', () => {
    expect(splitEmails('No address here.')).toEqual([{ type: 'text', value: 'No address here.' }])
    expect(splitEmails('')).toEqual([])
  })
})

describe('numberedHeading', () => {
  it('numbers by position and never doubles a typed number', () => {
    expect(numberedHeading(0, 'Information We Collect')).toBe('1. Information We Collect')
    expect(numberedHeading(11, '12. Contact Us')).toBe('12. Contact Us')
    expect(numberedHeading(2, '3) Why')).toBe('3. Why')
  })
})

describe('formatEffectiveDate', () => {
  it('formats the date in US long form', () => {
    expect(formatEffectiveDate('2024-12-01T00:00:00.000Z')).toBe('Effective: December 1, 2024')
    expect(formatEffectiveDate('2024-01-05')).toBe('Effective: January 5, 2024')
  })

  it('returns an empty string without a valid date', () => {
    expect(formatEffectiveDate(undefined)).toBe('')
    expect(formatEffectiveDate('not a date')).toBe('')
  })
})
