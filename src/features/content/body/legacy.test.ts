import { describe, expect, it } from 'vitest'

import { legacyBodyToHtml } from './legacy'

const textBlock = (text: string) => ({
  _type: 'block',
  _key: text,
  style: 'normal',
  markDefs: [],
  children: [{ _type: 'span', text, marks: [] }],
})

describe('legacyBodyToHtml', () => {
  it('treats a string with isHtml as HTML', () => {
    expect(legacyBodyToHtml({ legacyContent: '<p>Hi</p>', isHtml: true })).toBe('<p>Hi</p>')
  })

  it('treats any string as HTML, even without isHtml', () => {
    expect(legacyBodyToHtml({ legacyContent: '<p>Hi</p>', isHtml: false })).toBe('<p>Hi</p>')
    expect(legacyBodyToHtml({ legacyContent: '<p>Hi</p>' })).toBe('<p>Hi</p>')
  })

  it('joins the text of blocks with blank lines when isHtml is set on an array', () => {
    expect(legacyBodyToHtml({ legacyContent: [textBlock('<h2>A</h2>'), textBlock('<p>B</p>')], isHtml: true })).toBe(
      '<h2>A</h2>\n\n<p>B</p>',
    )
  })

  it('converts an array without isHtml from portable text', () => {
    expect(legacyBodyToHtml({ legacyContent: [textBlock('A')], isHtml: false })).toBe('<p>A</p>')
    expect(legacyBodyToHtml({ legacyContent: [textBlock('A')] })).toBe('<p>A</p>')
  })

  it.each([null, undefined, 42, true, { html: '<p>x</p>' }])('gives empty content for %s', (value) => {
    expect(legacyBodyToHtml({ legacyContent: value, isHtml: true })).toBe('')
  })
})
