/**
 * /vanlife (issue 11 point 3): what vanlife is (the `vanlife-page` global, edited by staff) and
 * then the stories grouped by kind (story-kinds.ts), each group with its newest stories and a
 * link to its full list (/stories?type=…). Served from the route cache: the global's tag
 * refreshes it when staff save it, the stories tag when a story is published or changed.
 */
import { ArrowRightIcon } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'

import { VanScene } from '@/components/brand/van-scene'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { getSiteInfo } from '@/features/site/queries'
import { buildMetadata, type MetadataSite } from '@/lib/metadata'
import type { VanlifePage as VanlifePageData } from '@/payload-types'

import { hasLexicalBody } from './body/lexical-text'
import { PostBody } from './body/post-body'
import { NoStoriesOfKindYet } from './components/empty-state'
import { PostGrid } from './components/post-grid'
import { Chip } from './components/story-kind-nav'
import { getStoryGroups, getVanlifePage, type StoryGroup } from './queries'
import { STORY_KIND_TEXT, storyKindHref } from './story-kinds'

export const VANLIFE_PATH = '/vanlife'

/** Until staff first save the page (a database that was not seeded with it). */
const FALLBACK_HEADING = 'What is vanlife?'

export function vanlifePageMetadata(page: VanlifePageData | null, site: MetadataSite): Metadata {
  return buildMetadata(
    {
      title: page?.metaTitle?.trim() || page?.heading?.trim() || FALLBACK_HEADING,
      description:
        page?.metaDescription?.trim() ||
        'What vanlife is, told by the people living it: solo travellers, couples, families, skoolie owners and organisations on the road.',
      canonical: VANLIFE_PATH,
    },
    site,
  )
}

const groupId = (group: StoryGroup) => `stories-${group.kind}`

function Group({ group }: { group: StoryGroup }) {
  const text = STORY_KIND_TEXT[group.kind]
  const headingId = `${groupId(group)}-heading`
  return (
    <section id={groupId(group)} aria-labelledby={headingId} className="scroll-mt-24 border-t border-border py-12">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between md:gap-10">
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-3xl md:text-4xl">
            {text.title}
          </h2>
          <p className="mt-3 text-base leading-relaxed text-mocha-light md:text-lg">{text.description}</p>
        </div>
        {group.totalDocs > 0 ? (
          <Button asChild variant="outline" className="self-start md:self-auto">
            {/* A plain link: next/link would lose the query (see components/story-kind-nav.tsx). */}
            <a href={storyKindHref(group.kind)}>
              {text.linkLabel} ({group.totalDocs})
              <ArrowRightIcon aria-hidden="true" />
            </a>
          </Button>
        ) : null}
      </div>
      {group.items.length > 0 ? (
        <PostGrid posts={group.items} headingLevel="h3" layout="row" className="mt-8" />
      ) : (
        <NoStoriesOfKindYet kind={group.kind} headingLevel="h3" className="mt-8" />
      )}
    </section>
  )
}

export async function VanlifePageView() {
  const [page, groups, site] = await Promise.all([getVanlifePage(), getStoryGroups(), getSiteInfo()])
  const heading = page?.heading?.trim() || FALLBACK_HEADING
  return (
    <>
      <section aria-labelledby="vanlife-heading" className="border-b border-border bg-sand">
        <Container className="grid items-center gap-10 py-12 md:grid-cols-12 md:py-16">
          <div className="md:col-span-7">
            <Badge variant="secondary">Life on the road</Badge>
            <h1 id="vanlife-heading" className="mt-5 text-4xl leading-tight md:text-6xl">
              {heading}
            </h1>
            <nav aria-label="Stories on this page" className="mt-8">
              <p className="mb-3 text-sm font-semibold text-mocha-light">Meet the vanlifers:</p>
              <ul role="list" className="flex flex-wrap gap-2">
                {groups.map((group) => (
                  <li key={group.kind}>
                    <Chip href={`#${groupId(group)}`}>{STORY_KIND_TEXT[group.kind].chip}</Chip>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          <div className="hidden aspect-[4/3] overflow-hidden rounded-2xl shadow-lg md:col-span-5 md:block">
            <VanScene />
          </div>
        </Container>
      </section>

      {hasLexicalBody(page?.intro) ? (
        <Container size="narrow" className="py-12 md:py-16">
          <PostBody post={{ content: page?.intro }} site={site} />
        </Container>
      ) : null}

      <Container className="pb-8">
        {groups.map((group) => (
          <Group key={group.kind} group={group} />
        ))}
      </Container>

      <section aria-labelledby="vanlife-share-heading" className="bg-mocha text-cream">
        <Container size="narrow" className="flex flex-col items-center py-14 text-center md:py-16">
          <h2 id="vanlife-share-heading" className="text-3xl text-cream md:text-4xl">
            Living on wheels?
          </h2>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-cream/90">
            Every story here started with a conversation. Tell us about your rig, your route and how you got there.
          </p>
          <Button asChild variant="primary-onDark" size="lg" className="mt-8">
            <Link href="/share-your-story">Share Your Story</Link>
          </Button>
        </Container>
      </section>
    </>
  )
}
