/** Titles, descriptions and canonical URLs of the lists (pure: unit-tested in list-metadata.test.ts). */
import type { Metadata } from 'next'

import { buildMetadata, type MetadataSite } from '@/lib/metadata'

import { pageHref } from '@/lib/paging'
import { STORY_KIND_TEXT, type StoryKind, storyKindHref } from './story-kinds'

export const STORIES_PATH = '/stories'
export const ARTICLES_PATH = '/articles'

export function storiesListMetadata(page: number, site: MetadataSite): Metadata {
  return buildMetadata(
    {
      title: page > 1 ? `Vanlife Stories (page ${page})` : 'Vanlife Stories',
      description:
        'Real stories from people living on the road: vans, skoolies, solo travellers, couples and families.',
      canonical: pageHref(STORIES_PATH, page),
    },
    site,
  )
}

/** /stories?type=solo: its own title, description and canonical (page 2: /stories?type=solo&page=2). */
export function storyKindListMetadata(kind: StoryKind, page: number, site: MetadataSite): Metadata {
  const text = STORY_KIND_TEXT[kind]
  return buildMetadata(
    {
      title: page > 1 ? `${text.title}: Vanlife Stories (page ${page})` : `${text.title}: Vanlife Stories`,
      description: text.description,
      canonical: storyKindHref(kind, page),
    },
    site,
  )
}

export function articlesListMetadata(page: number, site: MetadataSite): Metadata {
  return buildMetadata(
    {
      title: page > 1 ? `Vanlife Articles (page ${page})` : 'Vanlife Articles',
      description: 'Practical vanlife guides: power, water, budgets, routes and life on the road.',
      canonical: pageHref(ARTICLES_PATH, page),
    },
    site,
  )
}
