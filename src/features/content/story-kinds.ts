/**
 * The kinds of story the /vanlife page groups and /stories filters by (issue 11 point 3). Pure
 * and client-safe: the proxy, the pages, the page-view beacon and the tests share these rules.
 *
 * A story's kind comes from two fields (SPEC §3): who travels (vanlifeType: solo, couple, family,
 * org) and in what (rigType: van or skoolie). The kinds, and the query values of the filtered
 * lists (/stories?type=…), are:
 *
 * | type      | stories                                   |
 * |-----------|-------------------------------------------|
 * | solo      | vanlifeType solo                          |
 * | couple    | vanlifeType couple                        |
 * | family    | vanlifeType family                        |
 * | skoolie   | rigType skoolie, except organisations      |
 * | org       | vanlifeType org (organisations)           |
 *
 * The kinds overlap on purpose: a family living in a school bus is a family story and a skoolie
 * story, so it is listed under both (each group on /vanlife is the start of its filtered list,
 * and a filter that hid skoolie families from "Families" would be wrong). An organisation's rig
 * is not part of its story (SPEC §2: no setup section for org), so organisations are never
 * skoolies.
 */
import type { Where } from 'payload'

import { pageHref } from '@/lib/paging'

export const STORY_KINDS = ['solo', 'couple', 'family', 'skoolie', 'org'] as const
export type StoryKind = (typeof STORY_KINDS)[number]

/** The query parameter of the filtered lists: /stories?type=solo. */
export const STORY_KIND_PARAM = 'type'

export type StoryKindText = {
  /** The filter chip on /stories. */
  chip: string
  /** Heading of the filtered list and of the group on /vanlife. */
  title: string
  /** One or two sentences under that heading. */
  description: string
  /** Text of the link from a /vanlife group to its list ("See all …"). */
  linkLabel: string
  /** The empty state's heading (SPEC §2 "No Stories Yet", per kind). */
  emptyTitle: string
}

export const STORY_KIND_TEXT: Readonly<Record<StoryKind, StoryKindText>> = {
  solo: {
    chip: 'Solo',
    title: 'Solo Vanlifers',
    description:
      'Travelling alone: the freedom to go anywhere, the quiet of a night by yourself, and the friends you meet because nobody else is in the passenger seat.',
    linkLabel: 'See all solo stories',
    emptyTitle: 'No Solo Stories Yet',
  },
  couple: {
    chip: 'Couples',
    title: 'Vanlife Couples',
    description:
      'Two people, a few square metres and a shared plan: how couples split the driving, the work and the tiny kitchen, and still like each other at the end of the day.',
    linkLabel: 'See all couple stories',
    emptyTitle: 'No Couple Stories Yet',
  },
  family: {
    chip: 'Families',
    title: 'Vanlife Families',
    description:
      'Kids, pets and the whole household on wheels: road-schooling, bunk beds, bedtime in a campground and the childhood adventures that come with it.',
    linkLabel: 'See all family stories',
    emptyTitle: 'No Family Stories Yet',
  },
  skoolie: {
    chip: 'Skoolies',
    title: 'Skoolies',
    description:
      'Retired school buses turned into homes: the long builds, the wood stoves and the extra room, from solo conversions to family-sized rigs.',
    linkLabel: 'See all skoolie stories',
    emptyTitle: 'No Skoolie Stories Yet',
  },
  org: {
    chip: 'Organisations',
    title: 'Organisations on the Road',
    description:
      'Projects, clinics, workshops and teams that do their work from a van, and the people who keep them rolling.',
    linkLabel: 'See all organisation stories',
    emptyTitle: 'No Organisation Stories Yet',
  },
}

const KIND_SET: ReadonlySet<string> = new Set(STORY_KINDS)

export function isStoryKind(value: unknown): value is StoryKind {
  return typeof value === 'string' && KIND_SET.has(value)
}

/**
 * The kind a `type` query value (or a route segment) asks for: one of STORY_KINDS written
 * exactly (lower case), else null (the page answers 404). Absent is null too: the caller tells
 * "no filter" apart with `undefined` itself.
 */
export function parseStoryKind(value: string | string[] | null | undefined): StoryKind | null {
  return typeof value === 'string' && isStoryKind(value) ? value : null
}

/** A kind from the cached route's path segment (/stories/type/solo): null when it is not one. */
export function parseStoryKindSegment(segment: string): StoryKind | null {
  try {
    return parseStoryKind(decodeURIComponent(segment))
  } catch {
    return null
  }
}

/** The list's address: /stories?type=solo, page 2 → /stories?type=solo&page=2; no kind → /stories. */
export function storyKindHref(kind: StoryKind | null, page = 1): string {
  return pageHref(kind ? `/stories?${STORY_KIND_PARAM}=${kind}` : '/stories', page)
}

export type StoryKindFields = {
  vanlifeType?: 'org' | 'solo' | 'couple' | 'family' | null
  rigType?: 'van' | 'skoolie' | null
}

/**
 * The kinds a story belongs to, in STORY_KINDS order (what storyKindWhere selects, as a
 * function of the two fields). A missing vanlifeType reads as solo, a missing rigType as van
 * (the fields' defaults, SPEC §3).
 */
export function storyKindsOf(story: StoryKindFields): StoryKind[] {
  const who = story.vanlifeType ?? 'solo'
  const kinds: StoryKind[] = [who]
  if (story.rigType === 'skoolie' && who !== 'org') kinds.push('skoolie')
  return STORY_KINDS.filter((kind) => kinds.includes(kind))
}

/** The database condition for the stories of a kind (with the published condition added by the reader). */
export function storyKindWhere(kind: StoryKind): Where {
  if (kind === 'skoolie') return { and: [{ rigType: { equals: 'skoolie' } }, { vanlifeType: { not_equals: 'org' } }] }
  return { vanlifeType: { equals: kind } }
}
