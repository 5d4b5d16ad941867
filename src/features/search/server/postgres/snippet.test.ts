import { describe, expect, it } from 'vitest'

import { chooseSnippet, cutSnippet } from './snippet'

const S = '\u0002'
const E = '\u0003'
const words = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `w${from + i}`).join(' ')

describe('cutSnippet', () => {
  it('keeps a short text whole, white space collapsed', () => {
    expect(cutSnippet({ marked: `A  ${S}van${E}\nlife` })).toBe(`A ${S}van${E} life`)
  })

  it('starts a few words before the first match and cuts at 30 words, with "…"', () => {
    const snippet = cutSnippet({ marked: `${words(0, 50)} ${S}skoolie${E} ${words(50, 100)}` })
    expect(snippet).toBe(`…${words(42, 50)} ${S}skoolie${E} ${words(50, 71)}…`)
  })

  it('drops the cut words at the edges of a window out of a longer text', () => {
    expect(cutSnippet({ marked: `lf the ${S}van${E} was blu`, cutStart: true, cutEnd: true })).toBe(
      `…the ${S}van${E} was…`,
    )
  })

  it('never leaves a mark open', () => {
    const snippet = cutSnippet({ marked: `${words(0, 40)} ${S}a b${E}` }, 5)
    expect(snippet.split(S).length).toBe(snippet.split(E).length)
    expect(cutSnippet({ marked: `${S}one two three${E} four`, cutStart: false }, 2)).toBe(`${S}one two${E}…`)
  })

  it('answers empty text with an empty snippet', () => {
    expect(cutSnippet({ marked: '' })).toBe('')
    expect(cutSnippet({ marked: '   ', cutStart: true })).toBe('')
  })
})

describe('chooseSnippet', () => {
  it("takes the passage with more of the query's words", () => {
    expect(chooseSnippet(`A story ${S}zq1${E}.`, { marked: `a ${S}skoolie${E} with ${S}solar${E}` })).toBe(
      `a ${S}skoolie${E} with ${S}solar${E}`,
    )
    expect(chooseSnippet(`${S}Solar${E} and ${S}solar${E}`, { marked: `${S}solar${E}` })).toBe(
      `${S}Solar${E} and ${S}solar${E}`,
    )
  })

  it('prefers the excerpt with a match, then the body with one, then the excerpt, then the body', () => {
    expect(chooseSnippet(`An ${S}old${E} bus`, { marked: `the ${S}old${E} one` })).toBe(`An ${S}old${E} bus`)
    expect(chooseSnippet('An old bus', { marked: `the ${S}old${E} one` })).toBe(`the ${S}old${E} one`)
    expect(chooseSnippet('An old bus', { marked: 'nothing here' })).toBe('An old bus')
    expect(chooseSnippet(' ', { marked: 'the body starts', cutEnd: true })).toBe('the body…')
  })
})
