import { describe, expect, it } from 'vitest'

import { storiesListMetadata, storyKindListMetadata } from './list-metadata'

const site = { productName: 'Vanlife Voices', description: 'Stories.', siteUrl: 'https://vanlife.example' }

describe('storyKindListMetadata', () => {
  it('gives the stories of a kind their own title, description and canonical URL', () => {
    const meta = storyKindListMetadata('skoolie', 1, site)
    expect(meta.title).toEqual({ absolute: 'Skoolies: Vanlife Stories | Vanlife Voices' })
    expect(meta.description).toMatch(/school buses/)
    expect(meta.alternates?.canonical).toBe('https://vanlife.example/stories?type=skoolie')
  })

  it('names the page from page 2, with the page after the kind in the canonical URL', () => {
    const meta = storyKindListMetadata('solo', 2, site)
    expect(meta.title).toEqual({ absolute: 'Solo Vanlifers: Vanlife Stories (page 2) | Vanlife Voices' })
    expect(meta.alternates?.canonical).toBe('https://vanlife.example/stories?type=solo&page=2')
  })

  it('leaves the whole list at /stories', () => {
    expect(storiesListMetadata(1, site).alternates?.canonical).toBe('https://vanlife.example/stories')
    expect(storiesListMetadata(3, site).alternates?.canonical).toBe('https://vanlife.example/stories?page=3')
  })
})
