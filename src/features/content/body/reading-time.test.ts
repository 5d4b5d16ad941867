import { describe, expect, it } from 'vitest'

import { countWords, readingTime } from './reading-time'

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ')
const lexical = (text: string) => ({
  root: {
    type: 'root',
    children: [{ type: 'paragraph', children: [{ type: 'text', text }] }],
  },
})

describe('readingTime', () => {
  it('lets an explicit readTime win', () => {
    expect(readingTime({ readTime: ' 12 min read ', content: lexical(words(10)) })).toBe('12 min read')
  })

  it('divides words by 200 and rounds up', () => {
    expect(readingTime({ content: lexical(words(1)) })).toBe('1 min read')
    expect(readingTime({ content: lexical(words(200)) })).toBe('1 min read')
    expect(readingTime({ content: lexical(words(201)) })).toBe('2 min read')
    expect(readingTime({ content: lexical(words(1000)) })).toBe('5 min read')
  })

  it('strips HTML tags of imported bodies before counting', () => {
    const html = `<p class="x">${words(300)}</p><script>${words(500)}</script><img src="a.jpg" alt="x">`
    expect(readingTime({ legacyContent: html, isHtml: true })).toBe('2 min read')
  })

  it('counts portable text and block-text bodies', () => {
    const block = {
      _type: 'block',
      _key: 'a',
      style: 'normal',
      markDefs: [],
      children: [{ _type: 'span', text: words(450) }],
    }
    expect(readingTime({ legacyContent: [block], isHtml: false })).toBe('3 min read')
    expect(readingTime({ legacyContent: [block], isHtml: true })).toBe('3 min read')
  })

  it('counts text inside Lexical blocks', () => {
    const content = {
      root: {
        children: [{ type: 'block', fields: { blockType: 'highlight', title: 'Tip', body: words(250) } }],
      },
    }
    expect(readingTime({ content })).toBe('2 min read')
  })

  it('uses the imported body when the Lexical body is an empty editor', () => {
    expect(readingTime({ content: lexical(''), legacyContent: `<p>${words(401)}</p>` })).toBe('3 min read')
  })

  it('defaults to "5 min read" when there is nothing to count', () => {
    expect(readingTime({})).toBe('5 min read')
    expect(readingTime({ readTime: '  ', content: null, legacyContent: 42 })).toBe('5 min read')
    expect(readingTime({ legacyContent: '<p> </p>' })).toBe('5 min read')
  })
})

describe('countWords', () => {
  it('ignores punctuation-only tokens', () => {
    expect(countWords(' one — two,  three \n four ')).toBe(4)
  })
})
