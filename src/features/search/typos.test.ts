import { describe, expect, it } from 'vitest'

import { editDistance, editVariants, MAX_TYPO_VARIANTS, typoVariants } from './typos'

describe('editVariants', () => {
  it('has every word one deletion, transposition, substitution or insertion away', () => {
    const variants = editVariants('skoolee')
    expect(variants).toContain('skoolie') // substitution
    expect(variants).toContain('skoole') // deletion
    expect(variants).toContain('skoloee') // transposition
    expect(variants).toContain('skooleee') // insertion
    expect(variants).not.toContain('skoolee')
    expect(new Set(variants).size).toBe(variants.length)
  })

  it('stays a few hundred strings for a long word', () => {
    expect(editVariants('vanlifers').length).toBeLessThan(600)
  })
})

describe('editDistance', () => {
  it('counts edits, a swap of neighbours as one', () => {
    expect(editDistance('skoolee', 'skoolie')).toBe(1)
    expect(editDistance('vanlife', 'vnalife')).toBe(1)
    expect(editDistance('van', 'vans')).toBe(1)
    expect(editDistance('kitchen', 'kitten')).toBe(2)
    expect(editDistance('same', 'same')).toBe(0)
  })

  it('stops early past the limit', () => {
    expect(editDistance('a', 'abcdef', 2)).toBe(3)
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3)
  })
})

describe('typoVariants', () => {
  it('corrects words of 5 to 20 letters only', () => {
    const variants = typoVariants(['vans', 'skoolee', 'a'.repeat(21)])
    expect([...variants.keys()]).toEqual(['skoolee'])
  })

  it('looks up at most MAX_TYPO_VARIANTS for long non-Latin words', () => {
    const words = Array.from({ length: 12 }, (_, i) =>
      Array.from({ length: 20 }, (_, j) => String.fromCodePoint(0x4e00 + i * 40 + j)).join(''),
    )
    const total = [...typoVariants(words).values()].reduce((sum, list) => sum + list.length, 0)
    expect(total).toBeLessThanOrEqual(MAX_TYPO_VARIANTS)
    expect(typoVariants(words).get(words[0]!)?.length).toBeGreaterThan(0)
  })
})
