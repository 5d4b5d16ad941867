import { describe, expect, it } from 'vitest'

import type { Article, Author, Media, Story } from '@/payload-types'

import {
  articleAuthor,
  authorHeading,
  photoRightsNotice,
  storyImageNotice,
  setupHeadings,
  showsSetup,
  storyAuthor,
  toSetupView,
  UNKNOWN_AUTHOR,
} from './view'

const avatar = {
  id: 1,
  alt: '',
  url: '/api/media/file/a.png',
  width: 600,
  height: 600,
  sizes: { avatar: { url: '/api/media/file/a-150x150.webp', width: 150, height: 150 } },
} as Media

describe('authorHeading', () => {
  it('names the card by vanlifeType', () => {
    expect(authorHeading('org')).toBe('About the Author')
    expect(authorHeading('solo')).toBe('Meet the Vanlifer')
    expect(authorHeading('couple')).toBe('Meet the Vanlife Couple')
    expect(authorHeading('family')).toBe('Meet the Vanlife Family')
  })

  it('treats missing and unknown types as solo', () => {
    expect(authorHeading(undefined)).toBe('Meet the Vanlifer')
    expect(authorHeading(null)).toBe('Meet the Vanlifer')
    expect(authorHeading('crew')).toBe('Meet the Vanlifer')
  })
})

describe('setup section', () => {
  it('is "The Skoolie" for skoolies and "The Van" otherwise', () => {
    expect(setupHeadings('skoolie')).toEqual({ section: 'The Skoolie', card: 'Skoolie Setup Details' })
    expect(setupHeadings('van')).toEqual({ section: 'The Van', card: 'Van Setup Details' })
    expect(setupHeadings(undefined)).toEqual({ section: 'The Van', card: 'Van Setup Details' })
  })

  it('shows for every vanlifeType but org', () => {
    expect(showsSetup('org')).toBe(false)
    for (const type of ['solo', 'couple', 'family', undefined]) expect(showsSetup(type)).toBe(true)
  })

  it('joins year, make and model and keeps the optional parts', () => {
    const view = toSetupView({
      vehicleYear: '2004',
      vehicleMake: 'Blue Bird',
      vehicleModel: ' All American ',
      electricSystem: '800 W solar',
      waterSystem: '',
      amenities: [{ item: 'Wood stove' }, { item: ' ' }],
      specifications: [
        { label: 'Length', value: '40 ft' },
        { label: 'Empty', value: '' },
      ],
    })
    expect(view).toEqual({
      vehicle: '2004 Blue Bird All American',
      electricSystem: '800 W solar',
      waterSystem: null,
      amenities: ['Wood stove'],
      specifications: [{ label: 'Length', value: '40 ft' }],
    })
  })

  it('is null when there is nothing to show', () => {
    expect(toSetupView(undefined)).toBeNull()
    expect(toSetupView({ vehicleMake: ' ', amenities: [], specifications: [] })).toBeNull()
  })
})

describe('authors', () => {
  it('reads the story author with its avatar size and links', () => {
    const story = {
      author: {
        name: 'Jo Park',
        location: 'Oregon',
        bio: '',
        image: avatar,
        socialLinks: [{ platform: 'Instagram', url: 'https://instagram.com/jo' }],
      },
    } as unknown as Story
    expect(storyAuthor(story)).toEqual({
      name: 'Jo Park',
      location: 'Oregon',
      bio: null,
      image: { src: '/api/media/file/a-150x150.webp', alt: 'Jo Park', width: 150, height: 150 },
      socialLinks: [{ platform: 'Instagram', url: 'https://instagram.com/jo' }],
    })
  })

  it('reads the populated article author, and null when it is missing or not populated', () => {
    const author = { id: 3, name: 'Alex Rivera', key: 'default-author', bio: 'Writes.' } as Author
    expect(articleAuthor({ author } as Article)).toMatchObject({ name: 'Alex Rivera', bio: 'Writes.', image: null })
    expect(articleAuthor({ author: 3 } as Article)).toBeNull()
    expect(articleAuthor({ author: null } as Article)).toBeNull()
    expect(UNKNOWN_AUTHOR).toBe('Unknown Author')
  })
})

describe('storyImageNotice', () => {
  it("shows the featured image's own credit when it has one", () => {
    const image = { id: 1, alt: 'x', credit: ' Illustration: a van at dawn, drawn for Vanlife Voices ' }
    expect(storyImageNotice(image as Media, 'Jo Park')).toBe('Illustration: a van at dawn, drawn for Vanlife Voices')
  })

  it('falls back to the photo-rights notice for an uploaded image without a credit', () => {
    const notice = 'Photos courtesy of Jo Park. All rights reserved; used with permission.'
    expect(storyImageNotice({ id: 1, alt: 'x', credit: '  ' } as Media, 'Jo Park')).toBe(notice)
    expect(storyImageNotice(7, 'Jo Park')).toBe(notice)
  })

  it("claims nothing for a story without an image (the stand-in drawing is the site's own)", () => {
    expect(storyImageNotice(null, 'Jo Park')).toBeNull()
    expect(storyImageNotice(undefined, 'Jo Park')).toBeNull()
  })
})

describe('photoRightsNotice', () => {
  it('credits the author', () => {
    expect(photoRightsNotice('Jo Park')).toBe('Photos courtesy of Jo Park. All rights reserved; used with permission.')
    expect(photoRightsNotice('')).toBe('Photos courtesy of the storyteller. All rights reserved; used with permission.')
  })
})
