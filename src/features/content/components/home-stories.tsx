import { ArrowRightIcon } from 'lucide-react'
import Link from 'next/link'

import { Button } from '@/components/ui/button'
import { Container } from '@/components/ui/container'

import type { PostSummary } from '../summary'
import { NoStoriesYet } from './empty-state'
import { PostGrid } from './post-grid'
import { StoryCard } from './story-card'

/** SPEC §2 Home: the newest story as a large featured card, then the 6 latest in 3 columns. */
export function HomeStories({ stories }: { stories: PostSummary[] }) {
  const [featured, ...latest] = stories
  if (!featured) {
    return (
      <Container className="py-16 md:py-20">
        <NoStoriesYet />
      </Container>
    )
  }
  return (
    <>
      <section aria-labelledby="featured-story-heading">
        <Container className="py-16 md:py-20">
          <h2 id="featured-story-heading" className="text-3xl md:text-4xl">
            Featured Story
          </h2>
          <StoryCard post={featured} featured eager headingLevel="h3" className="mt-8" />
        </Container>
      </section>
      {latest.length > 0 ? (
        <section aria-labelledby="latest-stories-heading" className="bg-sand/60">
          <Container className="py-16 md:py-20">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <h2 id="latest-stories-heading" className="text-3xl md:text-4xl">
                Latest Stories
              </h2>
              <Button asChild variant="outline">
                <Link href="/stories">
                  View all stories
                  <ArrowRightIcon aria-hidden="true" />
                </Link>
              </Button>
            </div>
            <PostGrid posts={latest} headingLevel="h3" className="mt-8" />
          </Container>
        </section>
      ) : null}
    </>
  )
}
