'use client'

import { clsx } from 'clsx'
import Link from 'next/link'
import type { ReactNode } from 'react'

/** How the card's image is framed (story-card.tsx picks it). */
export type StoryCardFrame = 'portrait' | 'art-directed' | 'landscape'

const FRAME: Record<StoryCardFrame, string> = {
  portrait: 'aspect-[3/4]',
  'art-directed': 'aspect-[3/4] md:aspect-[4/3]',
  landscape: 'aspect-[4/3]',
}

/** The widths at which a card spans two grid columns (list-layout.ts): from 768 px, from 1024 px or both. */
export type StoryCardWide = 'both' | 'md' | 'lg'

/** A wide card: image and text side by side; below its width the card is a plain one. */
// The image as tall as the text beside it (at least 20 rem, 24 rem from 1024 px), the text centred
// with its byline right under the excerpt: no blank band under a tall image.
const WIDE: Record<StoryCardWide, { card: string; image: string; body: string; heading: string; byline: string }> = {
  both: {
    card: 'md:grid md:grid-cols-2',
    image: 'md:aspect-auto md:h-full md:min-h-80 lg:min-h-96',
    body: 'md:justify-center md:p-8',
    heading: 'md:text-3xl',
    byline: 'md:mt-0',
  },
  md: {
    card: 'md:grid md:grid-cols-2 lg:flex',
    image: 'md:aspect-auto md:h-full md:min-h-80 lg:aspect-[4/3] lg:h-auto lg:min-h-0',
    body: 'md:justify-center md:p-8 lg:justify-start lg:p-5',
    heading: 'md:text-3xl lg:text-2xl',
    byline: 'md:mt-0 lg:mt-auto',
  },
  lg: {
    card: 'lg:grid lg:grid-cols-2',
    image: 'lg:aspect-auto lg:h-full lg:min-h-96',
    body: 'lg:justify-center lg:p-8',
    heading: 'lg:text-3xl',
    byline: 'lg:mt-0',
  },
}

export type StoryCardViewProps = {
  href: string
  title: string
  excerpt: string
  heading: 'h2' | 'h3'
  frame: StoryCardFrame
  /** The image, rendered on the server (SiteImg or the art-directed <picture>). */
  image: ReactNode
  /** Two grid columns on wide screens (a featured landscape card: both), or at one width only. */
  wide?: StoryCardWide
  /** Marks the card as featured (data-featured); `badge` is the Featured badge it shows. */
  featured?: boolean
  badge?: ReactNode
  category?: string
  location?: string
  /** The author's name and avatar (rendered on the server). */
  authorName?: string
  avatar?: ReactNode
  /** The publish date as shown ("October 22, 2026") and as written in `dateTime`. */
  date?: string
  dateTime?: string
  className?: string
}

/**
 * The story card's markup (SPEC §2 "Story card"; StoryCard in story-card.tsx gives it its
 * fields). A client component for the page weight only (ADR 0030): the RSC payload then carries
 * the fields it shows, not its markup a second time. No state, no effects; its classes never
 * conflict, so it joins them with clsx (no tailwind-merge in the browser).
 */
export function StoryCardView({
  href,
  title,
  excerpt,
  heading: Heading,
  frame,
  image,
  wide,
  featured = false,
  badge,
  category,
  location,
  authorName,
  avatar,
  date,
  dateTime,
  className,
}: StoryCardViewProps) {
  return (
    <article
      data-slot="story-card"
      data-featured={featured || undefined}
      className={clsx(
        // cardVariants({ interactive: true }), relative, h-full and the fade-in, as one class (globals.css).
        'story-card group',
        wide && WIDE[wide].card,
        className,
      )}
    >
      <div className={clsx('relative w-full overflow-hidden bg-sand', FRAME[frame], wide && WIDE[wide].image)}>
        {image}
        {badge}
      </div>
      <div className={clsx('flex flex-1 flex-col gap-3 p-5', wide && WIDE[wide].body)}>
        {category ? <p className="text-xs font-semibold tracking-[0.14em] text-burnt uppercase">{category}</p> : null}
        {location ? (
          <p className="story-card-meta">
            {/* lucide's MapPin, drawn by the stylesheet (globals.css) */}
            <span className="icon-map-pin size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{location}</span>
          </p>
        ) : null}
        <Heading className={clsx('text-2xl leading-snug', wide && WIDE[wide].heading)}>
          <Link
            href={href}
            // The focus ring is the card's (cardVariants interactive), around the whole card.
            className="story-card-link"
          >
            {title}
          </Link>
        </Heading>
        <p className="story-card-excerpt">{excerpt}</p>
        <div className={clsx('story-card-byline', wide && WIDE[wide].byline)}>
          {avatar}
          <div className="min-w-0 text-sm">
            {authorName ? <p className="truncate font-semibold">{authorName}</p> : null}
            {date ? (
              <time dateTime={dateTime} className="text-muted-foreground">
                {date}
              </time>
            ) : null}
          </div>
        </div>
      </div>
    </article>
  )
}
