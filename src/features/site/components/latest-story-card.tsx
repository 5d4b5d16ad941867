import { MapPinIcon } from 'lucide-react'
import { SiteImg } from '@/components/ui/site-img'
import Link from 'next/link'

import { Avatar } from '@/components/ui/avatar'
import { Card } from '@/components/ui/card'
import { objectPosition } from '@/lib/media'
import { formatLongDate } from '@/lib/utils'

import type { LatestStory } from '../queries'

/** The newest story (getLatestStory()) as a card linking to /{slug}; "No stories available yet." without one. */
export function LatestStoryCard({ story }: { story: LatestStory | null }) {
  if (!story) {
    return (
      <Card variant="sand" className="p-6 text-center">
        <p className="text-base text-mocha-light">No stories available yet.</p>
      </Card>
    )
  }
  return <StoryCard story={story} />
}

function StoryCard({ story }: { story: LatestStory }) {
  const date = formatLongDate(story.publishDate)
  return (
    <Card interactive className="group relative">
      <div className="relative aspect-[4/3] bg-sand">
        <SiteImg
          src={story.featuredImage.src}
          srcSet={story.featuredImage.srcSet}
          alt={story.featuredImage.alt}
          fill
          sizes="(min-width: 768px) 28rem, 100vw"
          loading="eager"
          className="object-cover"
          style={{ objectPosition: objectPosition(story.featuredImage) }}
        />
      </div>
      <div className="flex flex-col gap-3 p-5">
        <h3 className="text-2xl leading-snug">
          <Link
            href={`/${story.slug}`}
            // The focus ring is the card's (Card interactive), around the whole card.
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-burnt-dark focus-visible:outline-none"
          >
            {story.title}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm leading-relaxed text-mocha-light">{story.excerpt}</p>
        <div className="mt-1 flex items-center gap-3">
          <Avatar name={story.author.name} image={story.author.image} className="ring-2 ring-cream" />
          <div className="min-w-0 text-sm">
            <p className="truncate font-semibold">{story.author.name}</p>
            <p className="flex flex-wrap items-center gap-x-2 text-muted-foreground">
              {story.author.location ? (
                <span className="inline-flex items-center gap-1">
                  <MapPinIcon className="size-3.5" aria-hidden="true" />
                  {story.author.location}
                </span>
              ) : null}
              {date ? <time dateTime={story.publishDate}>{date}</time> : null}
            </p>
          </div>
        </div>
      </div>
    </Card>
  )
}
