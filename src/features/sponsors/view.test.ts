import { describe, expect, it } from 'vitest'

import type { Media, SponsorVunked, Video } from '@/payload-types'

import {
  ctaLink,
  LINK_MESSAGE,
  linkKind,
  sponsorMetadataInput,
  type SponsorGlobal,
  toSponsorPage,
  validateCtaHref,
  validateHexColor,
} from './view'

const image = {
  id: 1,
  alt: 'A van at sunset',
  url: 'http://localhost:3000/api/media/file/hero.jpg',
  width: 1600,
  height: 1000,
  sizes: { large: { url: null } },
} as unknown as Media

const video = {
  id: 7,
  title: 'A van on the road',
  url: 'http://localhost:3000/api/videos/file/road.mp4',
  mimeType: 'video/mp4',
  captions: 'WEBVTT\n',
  posterFilename: 'road-poster.jpg',
  poster: 3,
} as unknown as Video

function global(overrides: Partial<SponsorVunked> = {}): SponsorGlobal {
  return {
    id: 1,
    brandName: ' Vunked ',
    primaryColor: '#f59e0b',
    hero: {
      title: 'Power that keeps up with',
      highlightText: 'life on the road',
      description: 'Trusted by over 500 vanlifers.',
      heroImage: image,
      heroImageAlt: 'A cream van under a setting sun',
      backgroundColor: '#1f2937',
      primaryCTA: { label: 'Explore', href: 'https://vunked.com' },
      secondaryCTA: { label: 'Reviews', href: '#testimonials' },
    },
    features: {
      heading: 'Everything your van needs',
      description: '',
      video,
      items: [
        { title: 'Lithium', description: 'Batteries.', icon: 'battery' },
        { title: ' ', description: 'x' },
      ],
    },
    featuresGrid: [{ title: 'Cables', description: 'Pre-crimped.', icon: null }],
    testimonialCategory: 'vunked',
    cta: { heading: 'Ready?', description: 'Talk to us.', button: { label: 'Design my system', href: '/contact' } },
    seo: { title: '', description: null },
    ...overrides,
  }
}

describe('sponsor page links', () => {
  it('knows site paths, anchors, web and mail links, and nothing else', () => {
    expect(linkKind('/stories')).toBe('internal')
    expect(linkKind('#features')).toBe('anchor')
    expect(linkKind('https://vunked.com/shop?x=1')).toBe('external')
    expect(linkKind('mailto:hello@vunked.com')).toBe('external')
    expect(linkKind('javascript:alert(1)')).toBeNull()
    expect(linkKind('//evil.example')).toBeNull()
    expect(linkKind('vunked.com')).toBeNull()
    expect(linkKind('#')).toBeNull()
    expect(linkKind('https://')).toBeNull()
  })

  it('validates hrefs and colours for the admin', () => {
    expect(validateCtaHref('#testimonials')).toBe(true)
    expect(validateCtaHref('javascript:alert(1)')).toBe(LINK_MESSAGE)
    expect(validateCtaHref(undefined)).toBe(LINK_MESSAGE)
    expect(validateHexColor('#2f6b4f', { required: true })).toBe(true)
    expect(validateHexColor('', { required: true })).toMatch(/hex colour/)
    expect(validateHexColor('')).toBe(true)
    expect(validateHexColor('green')).toMatch(/hex colour/)
  })

  it('drops a call to action without a label, or pointing at a section the page does not show', () => {
    const anchors = new Set(['features'])
    expect(ctaLink({ label: 'See', href: '#features' }, anchors)).toEqual({
      label: 'See',
      href: '#features',
      kind: 'anchor',
    })
    expect(ctaLink({ label: 'Reviews', href: '#testimonials' }, anchors)).toBeNull()
    expect(ctaLink({ label: ' ', href: '/stories' }, anchors)).toBeNull()
    expect(ctaLink(null, anchors)).toBeNull()
  })
})

describe('sponsor page view', () => {
  it('normalises the global for the page', () => {
    const page = toSponsorPage(global(), '/about-vunked', true)
    expect(page.brandName).toBe('Vunked')
    expect(page.hero).toMatchObject({
      title: 'Power that keeps up with',
      highlight: 'life on the road',
      image: { src: '/api/media/file/hero.jpg', alt: 'A cream van under a setting sun' },
      primaryCta: { href: 'https://vunked.com', kind: 'external' },
      secondaryCta: { href: '#testimonials', kind: 'anchor' },
    })
    expect(page.features.description).toBeNull()
    expect(page.features.items).toEqual([{ title: 'Lithium', description: 'Batteries.', icon: 'battery' }])
    expect(page.features.video).toMatchObject({
      src: '/api/videos/file/road.mp4',
      poster: { src: '/api/media/file/road-poster.jpg' },
      captionsSrc: '/videos/7/captions.vtt',
    })
    expect(page.grid).toEqual([{ title: 'Cables', description: 'Pre-crimped.', icon: 'zap' }])
    expect(page.cta.button).toEqual({ label: 'Design my system', href: '/contact', kind: 'internal' })
    expect(page.theme.highlight).toBe('#f59e0b')
  })

  it('drops the #testimonials link when there are no testimonials to show', () => {
    expect(toSponsorPage(global(), '/about-vunked', false).hero.secondaryCta).toBeNull()
  })

  it('builds the page metadata from the SEO fields, else the hero', () => {
    expect(sponsorMetadataInput(global(), '/about-vunked')).toMatchObject({
      title: 'Vunked: Power that keeps up with life on the road',
      description: 'Trusted by over 500 vanlifers.',
      canonical: '/about-vunked',
      ogType: 'website',
      ogImage: { url: '/api/media/file/hero.jpg', alt: 'A cream van under a setting sun', width: 1600 },
    })
    const withSeo = global({ seo: { title: 'Vunked Van Electrics', description: 'Lithium and solar.' } })
    expect(sponsorMetadataInput(withSeo, '/about-vunked')).toMatchObject({
      title: 'Vunked Van Electrics',
      description: 'Lithium and solar.',
    })
  })
})
