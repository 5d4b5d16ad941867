import { describe, expect, it } from 'vitest'

import { hasLexicalBody, lexicalPlainText } from './lexical-text'

const text = (value: string) => ({ type: 'text', text: value })
const state = (children: unknown[]) => ({ root: { type: 'root', children } })

describe('hasLexicalBody', () => {
  it('is false for non-states, empty roots and a fresh editor (one empty paragraph)', () => {
    for (const value of [null, undefined, '<p>x</p>', [], {}, { root: {} }, state([])])
      expect(hasLexicalBody(value)).toBe(false)
    expect(hasLexicalBody(state([{ type: 'paragraph', children: [] }]))).toBe(false)
    expect(hasLexicalBody(state([{ type: 'paragraph', children: [text('  ')] }]))).toBe(false)
  })

  it('is true with text, a block or an image', () => {
    expect(hasLexicalBody(state([{ type: 'paragraph', children: [text('Hi')] }]))).toBe(true)
    expect(hasLexicalBody(state([{ type: 'block', fields: { blockType: 'subscribe' } }]))).toBe(true)
    expect(hasLexicalBody(state([{ type: 'upload', value: 1 }]))).toBe(true)
  })
})

describe('lexicalPlainText', () => {
  it('joins blocks with blank lines and reads block text fields', () => {
    const content = state([
      { type: 'heading', children: [text('Title')] },
      { type: 'paragraph', children: [text('Hello '), { type: 'link', children: [text('world')] }] },
      { type: 'block', fields: { blockType: 'cta', heading: 'Join', subheading: 'Now', buttonHref: '/x' } },
    ])
    expect(lexicalPlainText(content)).toBe('Title\n\nHello world\n\nJoin Now')
  })
})
