import { describe, expect, it } from 'vitest'

import { ftsString, matchExpression } from './match'

describe('matchExpression', () => {
  it('quotes every word, ORs typo forms and a prefix, ANDs the terms', () => {
    expect(
      matchExpression(
        [
          { type: 'word', forms: ['skoolee', 'skoolie'], prefix: false },
          { type: 'phrase', words: ['solar', 'panels'] },
          { type: 'word', forms: ['roo'], prefix: true },
        ],
        ['story', 'article', 'product'],
        null,
      ),
    ).toBe('{title excerpt people body} : (("skoolee" OR "skoolie") AND "solar panels" AND "roo"*)')
  })

  it('filters kinds and story kinds in the tags column', () => {
    expect(matchExpression([{ type: 'word', forms: ['van'], prefix: false }], ['story'], 'skoolie')).toBe(
      '{title excerpt people body} : ("van") AND {tags} : ("kstory") AND {tags} : "tskoolie"',
    )
  })

  it('doubles quotes inside a string', () => {
    expect(ftsString('a"b')).toBe('"a""b"')
  })
})
