import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import { focalPointInCrop, objectPosition, toSiteImage } from './media'

function media(overrides: Partial<Media>): Media {
  return {
    id: 1,
    alt: 'A van by a lake',
    url: 'http://localhost:3000/api/media/file/van.jpg',
    width: 3000,
    height: 2000,
    updatedAt: '2024-01-01T00:00:00.000Z',
    createdAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  }
}

describe('objectPosition', () => {
  it('turns the focal point into object-position percentages', () => {
    expect(objectPosition({ focus: { x: 30, y: 12.5 } })).toBe('30% 12.5%')
    expect(objectPosition({ focus: { x: 0, y: 100 } })).toBe('0% 100%')
  })

  it('leaves the centre, a missing point and a missing image to the default', () => {
    expect(objectPosition({ focus: { x: 50, y: 50 } })).toBeUndefined()
    expect(objectPosition({})).toBeUndefined()
    expect(objectPosition(null)).toBeUndefined()
  })
})

describe('focalPointInCrop', () => {
  it('keeps the point when the size has the same shape (nothing cut)', () => {
    expect(focalPointInCrop({ width: 3000, height: 2000 }, { x: 20, y: 10 }, { width: 1500, height: 1000 })).toEqual({
      x: 20,
      y: 10,
    })
  })

  it('centres the point in a cut that has room around it', () => {
    // 3000×2000 scaled to 900×600 for an 800×600 cut: the cut moves along x only.
    expect(focalPointInCrop({ width: 3000, height: 2000 }, { x: 50, y: 20 }, { width: 800, height: 600 })).toEqual({
      x: 50,
      y: 20,
    })
  })

  it('moves the cut back inside the image at the edges, as Payload does', () => {
    // Scaled 900×600; focal at x 5% = 45 px; the 800 px cut starts at 0, so the point is at 45/800.
    expect(focalPointInCrop({ width: 3000, height: 2000 }, { x: 5, y: 50 }, { width: 800, height: 600 })).toEqual({
      x: 5.6,
      y: 50,
    })
    // A portrait cut (600×800) from a landscape: scaled to 1200×800, focal at 95% = 1140 px; the cut
    // ends at the right edge (600..1200), so the point is at 540/600.
    expect(focalPointInCrop({ width: 3000, height: 2000 }, { x: 95, y: 50 }, { width: 600, height: 800 })).toEqual({
      x: 90,
      y: 50,
    })
  })
})

describe('toSiteImage focus', () => {
  it("carries the original's focal point", () => {
    expect(toSiteImage(media({ focalX: 40, focalY: 15 }))).toMatchObject({
      src: '/api/media/file/van.jpg',
      focus: { x: 40, y: 15 },
    })
  })

  it('places it in a size Payload cut around it', () => {
    const doc = media({
      focalX: 5,
      focalY: 15,
      sizes: { featured: { url: '/api/media/file/van-800x600.webp', width: 800, height: 600 } },
    })
    expect(toSiteImage(doc, 'featured')).toMatchObject({ width: 800, height: 600, focus: { x: 5.6, y: 15 } })
  })

  it('has none when the media has no focal point', () => {
    expect(toSiteImage(media({}))).not.toHaveProperty('focus')
    expect(toSiteImage(media({ focalX: null, focalY: 30 }))).not.toHaveProperty('focus')
  })
})

describe('toSiteImage srcSet (the sizes Payload wrote at upload)', () => {
  const size = (name: string, width: number, height: number) => ({
    url: `http://localhost:3000/api/media/file/van-${width}x${height}.webp`,
    width,
    height,
    filename: `van-${width}x${height}.webp`,
    name,
  })
  const doc = media({
    width: 1600,
    height: 1000,
    sizes: {
      featured: size('featured', 800, 600),
      portrait: size('portrait', 600, 800),
      avatar: size('avatar', 150, 150),
      small: size('small', 768, 480),
      medium: size('medium', 1024, 640),
      large: size('large', 1600, 1000),
    },
  })

  it('lists the widths of the whole picture, narrowest first, as site paths', () => {
    expect(toSiteImage(doc)?.srcSet).toBe(
      '/api/media/file/van-768x480.webp 768w, /api/media/file/van-1024x640.webp 1024w, /api/media/file/van-1600x1000.webp 1600w',
    )
    expect(toSiteImage(doc, 'medium')).toMatchObject({
      src: '/api/media/file/van-1024x640.webp',
      srcSet: '/api/media/file/van-768x480.webp 768w, /api/media/file/van-1024x640.webp 1024w',
    })
  })

  it('has none for a crop (one width) or when the sizes are missing', () => {
    expect(toSiteImage(doc, 'featured')).not.toHaveProperty('srcSet')
    expect(toSiteImage(doc, 'avatar')).not.toHaveProperty('srcSet')
    expect(toSiteImage(media({}))).not.toHaveProperty('srcSet')
  })

  it('lists a width once (a small original: every size is the original width)', () => {
    const small = media({
      width: 700,
      height: 980,
      sizes: { small: size('small', 700, 980), medium: size('medium', 700, 980), large: size('large', 700, 980) },
    })
    expect(toSiteImage(small)).not.toHaveProperty('srcSet')
  })
})

describe('toSiteImage srcSet of an original narrower than the large size', () => {
  it('ends at medium, a WebP copy at the original width: never the original itself', () => {
    const portrait = media({
      mimeType: 'image/jpeg',
      width: 1000,
      height: 1400,
      sizes: {
        small: { url: '/api/media/file/van-768x1075.webp', width: 768, height: 1075 },
        medium: { url: '/api/media/file/van-1000x1400.webp', width: 1000, height: 1400 },
        large: { url: null, width: null, height: null },
      },
    })
    const srcSet = '/api/media/file/van-768x1075.webp 768w, /api/media/file/van-1000x1400.webp 1000w'
    expect(toSiteImage(portrait)?.srcSet).toBe(srcSet)
    expect(toSiteImage(portrait, 'large')).toMatchObject({ src: '/api/media/file/van.jpg', srcSet })
  })
})
