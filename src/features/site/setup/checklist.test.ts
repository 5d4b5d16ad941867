import { describe, expect, it } from 'vitest'

import { type SetupFacts, setupChecklist, setupIncomplete } from './checklist'

const empty: SetupFacts = {
  settings: { productName: 'Vanlife Community' },
  legalSections: { privacyPolicy: 0, terms: 0 },
  publishedPosts: 0,
  products: 0,
  sponsorBrands: {},
}

const complete: SetupFacts = {
  settings: {
    productName: 'Vanlife Voices',
    tagline: 'Stories from the road',
    contact: { generalEmail: 'hi@v.com', privacyEmail: 'privacy@v.com', storiesEmail: 'stories@v.com' },
    socials: { instagram: 'https://instagram.com/vanlife', linkedin: null, youtube: '' },
  },
  legalSections: { privacyPolicy: 12, terms: 3 },
  publishedPosts: 1,
  products: 2,
  sponsorBrands: { vunked: 'Vunked', trelino: 'Trelino' },
}

function doneKeys(facts: SetupFacts): string[] {
  return setupChecklist(facts)
    .filter((item) => item.done)
    .map((item) => item.key)
}

describe('setupChecklist', () => {
  it('lists what to fill in first, in order, each with the admin page where it is done', () => {
    expect(setupChecklist(empty).map((item) => [item.key, item.path])).toEqual([
      ['site-settings', '/globals/site-settings'],
      ['privacy-policy', '/globals/privacy-policy'],
      ['terms', '/globals/terms'],
      ['first-post', '/collections/stories/create'],
      ['products', '/collections/products/create'],
      ['sponsor-vunked', '/globals/sponsor-vunked'],
      ['sponsor-trelino', '/globals/sponsor-trelino'],
    ])
  })

  it('has nothing done on an empty site (the default site name alone is not set-up) and everything on a full one', () => {
    expect(doneKeys(empty)).toEqual([])
    expect(setupIncomplete(setupChecklist(empty))).toBe(true)
    expect(doneKeys(complete)).toHaveLength(7)
    expect(setupIncomplete(setupChecklist(complete))).toBe(false)
  })

  it('checks the site settings off only with a name, tagline, all three addresses and a social link', () => {
    const settings = complete.settings
    const without = (patch: Partial<SetupFacts['settings']>) =>
      doneKeys({ ...complete, settings: { ...settings, ...patch } }).includes('site-settings')
    expect(without({})).toBe(true)
    expect(without({ productName: '  ' })).toBe(false)
    expect(without({ tagline: null })).toBe(false)
    expect(without({ contact: { ...settings.contact, storiesEmail: '' } })).toBe(false)
    expect(without({ socials: { instagram: '', linkedin: null, youtube: undefined } })).toBe(false)
    expect(without({ socials: { linkedin: 'https://linkedin.com/company/v' } })).toBe(true)
  })

  it('checks each item off by itself', () => {
    expect(doneKeys({ ...empty, legalSections: { privacyPolicy: 1, terms: 0 } })).toEqual(['privacy-policy'])
    expect(doneKeys({ ...empty, legalSections: { privacyPolicy: 0, terms: 2 } })).toEqual(['terms'])
    expect(doneKeys({ ...empty, publishedPosts: 1 })).toEqual(['first-post'])
    expect(doneKeys({ ...empty, products: 1 })).toEqual(['products'])
    expect(doneKeys({ ...empty, sponsorBrands: { trelino: 'Trelino' } })).toEqual(['sponsor-trelino'])
    expect(doneKeys({ ...empty, sponsorBrands: { vunked: 'Vunked', trelino: ' ' } })).toEqual(['sponsor-vunked'])
  })
})
