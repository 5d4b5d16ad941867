import { describe, expect, it } from 'vitest'

import { DEFAULT_STARS, selectTestimonials, starsLabel, starsOf, type TestimonialInput } from './testimonials'

let nextId = 1
function testimonial(
  categories: TestimonialInput['categories'],
  fields: Partial<TestimonialInput> = {},
): TestimonialInput {
  const id = nextId++
  return {
    id,
    quote: `Quote ${id}`,
    name: `Name ${id}`,
    categories,
    createdAt: `2025-01-${String(id).padStart(2, '0')}T00:00:00.000Z`,
    ...fields,
  }
}

describe('testimonials on a sponsor page', () => {
  it('shows only those of the page’s category, shared ones included', () => {
    const vunked = testimonial(['vunked'])
    const trelino = testimonial(['trelino'])
    const both = testimonial(['vunked', 'trelino'])
    expect(selectTestimonials([vunked, trelino, both], 'vunked').map((t) => t.id)).toEqual([both.id, vunked.id])
    expect(selectTestimonials([vunked, trelino, both], 'trelino').map((t) => t.id)).toEqual([both.id, trelino.id])
    expect(selectTestimonials([vunked], 'trelino')).toEqual([])
  })

  it('shows at most 3: the best rated first, the newest first among equals', () => {
    const docs = [
      testimonial(['vunked'], { stars: 4 }),
      testimonial(['vunked'], { stars: 5 }),
      testimonial(['vunked'], { stars: 5 }),
      testimonial(['vunked'], { stars: 3 }),
      testimonial(['vunked'], { stars: 5 }),
    ]
    const shown = selectTestimonials(docs, 'vunked')
    expect(shown).toHaveLength(3)
    expect(shown.map((t) => t.id)).toEqual([docs[4].id, docs[2].id, docs[1].id])
    expect(selectTestimonials(docs, 'vunked', 10)).toHaveLength(5)
  })

  it('gives 5 stars when none are set, and keeps ratings whole and within 1 to 5', () => {
    expect(DEFAULT_STARS).toBe(5)
    expect(starsOf(undefined)).toBe(5)
    expect(starsOf(null)).toBe(5)
    expect(starsOf(Number.NaN)).toBe(5)
    expect(starsOf(4)).toBe(4)
    expect(starsOf(3.6)).toBe(4)
    expect(starsOf(0)).toBe(1)
    expect(starsOf(9)).toBe(5)
    const [shown] = selectTestimonials([testimonial(['trelino'], { stars: null })], 'trelino')
    expect(shown.stars).toBe(5)
  })

  it('passes name, quote and country/date on, trimmed; no title is null; empty quotes are left out', () => {
    const docs = [
      testimonial(['vunked'], { name: ' Jordan P. ', quote: ' Great. ', title: ' Canada · March 2024 ' }),
      testimonial(['vunked'], { title: '  ' }),
      testimonial(['vunked'], { quote: '   ' }),
    ]
    const shown = selectTestimonials(docs, 'vunked')
    expect(shown).toHaveLength(2)
    expect(shown.find((t) => t.id === docs[0].id)).toMatchObject({
      name: 'Jordan P.',
      quote: 'Great.',
      title: 'Canada · March 2024',
    })
    expect(shown.find((t) => t.id === docs[1].id)?.title).toBeNull()
  })

  it('says the rating in words', () => {
    expect(starsLabel(4)).toBe('Rated 4 out of 5')
  })
})
