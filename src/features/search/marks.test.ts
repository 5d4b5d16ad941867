import { describe, expect, it } from 'vitest'

import { MARK_END, MARK_START, markedToParts, plainText } from './marks'

const m = (text: string) => `${MARK_START}${text}${MARK_END}`

describe('markedToParts', () => {
  it('splits marked text into parts, hits marked', () => {
    expect(markedToParts(`Life in a ${m('skoolie')}, a ${m('van')}`)).toEqual([
      { text: 'Life in a ', hit: false },
      { text: 'skoolie', hit: true },
      { text: ', a ', hit: false },
      { text: 'van', hit: true },
    ])
  })

  it('keeps markup as text (the UI renders it as text)', () => {
    const parts = markedToParts(`<script>alert(1)</script> ${m('van')}`)
    expect(parts[0]).toEqual({ text: '<script>alert(1)</script> ', hit: false })
    expect(plainText(parts)).toBe('<script>alert(1)</script> van')
  })

  it('joins neighbouring hits and drops stray marks and empty parts', () => {
    expect(markedToParts(`${m('van')}${m('life')}${MARK_END} x ${MARK_START}`)).toEqual([
      { text: 'vanlife', hit: true },
      { text: ' x ', hit: false },
    ])
    expect(markedToParts('')).toEqual([])
  })
})
