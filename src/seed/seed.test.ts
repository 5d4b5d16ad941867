import { describe, expect, it } from 'vitest'

import { checkSlug } from '@/lib/slug'

import { ARTICLE_SEEDS } from './articles-data'
import { costDataGlobal, estimatedFieldsFor, numericPaths } from './costData'
import { REGION_SEEDS } from './costData-regions'
import { thursdayOnOrBefore, weeklyThursdays } from './dates'
import { avatarSvg, describeScene, drawnFilename, illustrationCredit, sceneSvg } from './images'
import { PRIVACY_SECTIONS, TERMS_SECTIONS } from './legal'
import { BOLD, fromBlocks, inline, ITALIC, plainText } from './lexical'
import { filenameMatcher } from './media'
import { STORY_SEEDS } from './stories'

describe('story dates', () => {
  it('finds the Thursday on or before a date, at 15:00 UTC', () => {
    expect(thursdayOnOrBefore('2026-11-19').toISOString()).toBe('2026-11-19T15:00:00.000Z')
    expect(thursdayOnOrBefore('2026-11-22').toISOString()).toBe('2026-11-19T15:00:00.000Z')
    expect(thursdayOnOrBefore('2026-11-18').toISOString()).toBe('2026-11-12T15:00:00.000Z')
  })

  it('goes back one week at a time, newest first', () => {
    const dates = weeklyThursdays('2026-11-19', 3)
    expect(dates).toEqual(['2026-11-19T15:00:00.000Z', '2026-11-12T15:00:00.000Z', '2026-11-05T15:00:00.000Z'])
    for (const date of weeklyThursdays('2026-11-19', 60)) expect(new Date(date).getUTCDay()).toBe(4)
  })

  it('rejects an invalid anchor', () => {
    expect(() => thursdayOnOrBefore('not-a-date')).toThrow()
  })
})

describe('lexical builders', () => {
  it('parses bold, italic and links', () => {
    const nodes = inline('A **bold** and *soft* [link](/stories) end')
    expect(nodes.map((n) => n.type)).toEqual(['text', 'text', 'text', 'text', 'text', 'link', 'text'])
    expect(nodes[1]).toMatchObject({ text: 'bold', format: BOLD })
    expect(nodes[3]).toMatchObject({ text: 'soft', format: ITALIC })
    expect(nodes[5]).toMatchObject({ version: 3, fields: { linkType: 'custom', url: '/stories', newTab: false } })
    expect(inline('[x](https://example.com)')[0]).toMatchObject({ fields: { newTab: true } })
  })

  it('builds headings, quotes and lists from block shorthand', () => {
    const state = fromBlocks(['## Title', '### Sub', '> Quote', '- one\n- two', 'Plain'])
    expect(state.root.children.map((n) => n.type)).toEqual(['heading', 'heading', 'quote', 'list', 'paragraph'])
    expect(state.root.children[0]).toMatchObject({ tag: 'h2' })
    expect(state.root.children[3]).toMatchObject({ listType: 'bullet', tag: 'ul' })
    expect(plainText(state)).toContain('one\ntwo')
  })
})

describe('cost data', () => {
  it('lists numbers and arrays as dotted paths', () => {
    expect(numericPaths({ a: 1, b: { c: 2, d: [1] }, e: 'x' })).toEqual(['a', 'b.c', 'b.d'])
  })

  it('fills every region and marks only values the spec does not give as estimated', () => {
    const global = costDataGlobal()
    expect(global.usa.estimatedFields).toContain('utilities.wifiOptions')
    expect(global.usa.estimatedFields).not.toContain('fuel.gasolineAvg')
    expect(global.uk.estimatedFields).not.toContain('fuel.registrationYearly.min')
    expect(global.canada.estimatedFields).toContain('fuel.tollsAvg')
    for (const seed of Object.values(REGION_SEEDS)) {
      expect(() => estimatedFieldsFor(seed)).not.toThrow()
      expect(numericPaths(seed.data).length).toBeGreaterThan(40)
      expect(
        seed.data.utilities.wifiOptions?.some((option) => option.name.startsWith('Starlink') && option.setupCost > 0),
      ).toBe(true)
    }
    expect([global.usa.available, global.uk.available, global.canada.available]).toEqual([true, true, false])
  })
})

describe('media filenames', () => {
  it('matches the name and the numbered variants Payload creates on clashes', () => {
    const matcher = filenameMatcher('story-a-landscape.jpg')
    expect(matcher.test('story-a-landscape.jpg')).toBe(true)
    expect(matcher.test('story-a-landscape-2.jpg')).toBe(true)
    expect(matcher.test('story-a-landscape-portrait.jpg')).toBe(false)
    expect(matcher.test('story-a-landscape.png')).toBe(false)
  })
})

describe('generated images', () => {
  it('are deterministic', () => {
    const options = {
      seed: 5,
      width: 800,
      height: 500,
      palette: 'coast',
      terrain: 'coast',
      vehicle: 'skoolie',
    } as const
    expect(sceneSvg(options)).toBe(sceneSvg(options))
    expect(sceneSvg(options)).not.toBe(sceneSvg({ ...options, seed: 6 }))
    expect(avatarSvg({ seed: 9, people: 2 })).toBe(avatarSvg({ seed: 9, people: 2 }))
  })

  it('are filed under a name that changes with the drawing, and only then', () => {
    const svg = avatarSvg({ seed: 9 })
    const name = drawnFilename('story-a-vanlifer', svg, 'png')
    expect(name).toMatch(/^story-a-vanlifer-i[0-9a-f]{8}\.png$/)
    expect(drawnFilename('story-a-vanlifer', avatarSvg({ seed: 9 }), 'png')).toBe(name)
    expect(drawnFilename('story-a-vanlifer', avatarSvg({ seed: 10 }), 'png')).not.toBe(name)
    expect(filenameMatcher(name).test(name)).toBe(true)
  })
})

describe('story illustrations', () => {
  const picture = (story: (typeof STORY_SEEDS)[number]) => {
    const { place: _place, ...scene } = story.scene
    return sceneSvg({ ...scene, vehicle: story.scene.vehicle ?? story.rigType, width: 400, height: 250 })
  }

  it('differ from story to story: place, time of day and rig', () => {
    expect(new Set(STORY_SEEDS.map(picture)).size).toBe(STORY_SEEDS.length)
    expect(new Set(STORY_SEEDS.map((s) => s.scene.palette)).size).toBe(STORY_SEEDS.length)
    expect(new Set(STORY_SEEDS.map((s) => s.scene.terrain)).size).toBeGreaterThanOrEqual(7)
    expect(new Set(STORY_SEEDS.map((s) => s.scene.vehicle ?? s.rigType)).size).toBeGreaterThanOrEqual(6)
    expect(new Set(STORY_SEEDS.map((s) => describeScene(s.scene, s.scene.vehicle ?? s.rigType))).size).toBe(
      STORY_SEEDS.length,
    )
  })

  it('draw a bus for every skoolie story and say they are illustrations, never photos', () => {
    for (const story of STORY_SEEDS) {
      const vehicle = story.scene.vehicle ?? story.rigType
      if (story.rigType === 'skoolie') expect(['skoolie', 'shortbus']).toContain(vehicle)
      const credit = illustrationCredit(story.scene, vehicle)
      expect(credit).toMatch(/^Illustration: .+, drawn for Vanlife Voices$/)
      expect(credit).toContain(story.scene.place)
      expect(`${credit} ${describeScene(story.scene, vehicle)}`).not.toMatch(/photo/i)
    }
  })

  it('give couples and families more than one face, organisations a badge', () => {
    for (const { vanlifeType, author } of STORY_SEEDS) {
      const people = author.avatar.people ?? 1
      if (vanlifeType === 'org') expect(author.avatar.initials).toBeTruthy()
      if (vanlifeType === 'solo') expect(people).toBe(1)
      if (vanlifeType === 'couple') expect(people).toBe(2)
      if (vanlifeType === 'family') expect(people).toBeGreaterThanOrEqual(3)
    }
  })
})

describe('demo content', () => {
  it('has valid, unique slugs across stories and articles', () => {
    const slugs = [...STORY_SEEDS.map((s) => s.slug), ...ARTICLE_SEEDS.map((a) => a.slug)]
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const slug of slugs) expect(checkSlug(slug)).toEqual({ ok: true })
  })

  it('covers every vanlife type and enough skoolies', () => {
    const count = (type: string) => STORY_SEEDS.filter((s) => s.vanlifeType === type).length
    expect(STORY_SEEDS.length).toBeGreaterThanOrEqual(12)
    expect(count('org')).toBeGreaterThanOrEqual(1)
    for (const type of ['solo', 'couple', 'family']) expect(count(type)).toBeGreaterThanOrEqual(3)
    expect(STORY_SEEDS.filter((s) => s.rigType === 'skoolie').length).toBeGreaterThanOrEqual(3)
    for (const story of STORY_SEEDS) {
      expect(Boolean(story.vanSetup)).toBe(story.vanlifeType !== 'org')
      expect(story.body.length).toBeGreaterThanOrEqual(7)
      expect(story.body.filter((b) => typeof b === 'string' && b.startsWith('## ')).length).toBeGreaterThanOrEqual(2)
    }
  })

  it('has the twelve privacy sections and the placeholders', () => {
    expect(PRIVACY_SECTIONS).toHaveLength(12)
    expect(PRIVACY_SECTIONS[5].body).toContain('{privacyEmail}')
    expect(TERMS_SECTIONS.length).toBeGreaterThanOrEqual(8)
  })
})
