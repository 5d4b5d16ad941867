import Link from 'next/link'
import type { CSSProperties } from 'react'

import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { SiteImg } from '@/components/ui/site-img'
import { fillImageStyle, imgStyleAsClasses } from '@/lib/img-style'
import { objectPosition, type SiteImage } from '@/lib/media'
import { cn, formatLongDate } from '@/lib/utils'

import type { PostSummary } from '../summary'

export type StoryCardProps = {
  post: PostSummary
  /** Shows the Featured badge; a featured card spans two columns on wide screens unless portrait. */
  featured?: boolean
  /** Always the portrait image (when there is one), and never two columns wide. */
  forcePortrait?: boolean
  /** A category label above the title (articles: "Vanlife"). */
  category?: string
  /** Above the fold: load the image at once with high priority. */
  eager?: boolean
  headingLevel?: 'h2' | 'h3'
  className?: string
}

/** Mobile breakpoint (SPEC §9): below 768 px. */
const WIDE_MEDIA = '(min-width: 768px)'
const NARROW_MEDIA = '(max-width: 767.98px)'

/** True when the featured card takes two grid columns on wide screens. */
export function isWideCard({ featured, forcePortrait }: Pick<StoryCardProps, 'featured' | 'forcePortrait'>): boolean {
  return Boolean(featured) && !forcePortrait
}

type ImageMode = 'portrait' | 'art-directed' | 'landscape'

function imageMode(post: PostSummary, forcePortrait: boolean): ImageMode {
  if (!post.portraitImage) return 'landscape'
  return forcePortrait ? 'portrait' : 'art-directed'
}

const FRAME: Record<ImageMode, string> = {
  portrait: 'aspect-[3/4]',
  'art-directed': 'aspect-[3/4] md:aspect-[4/3]',
  landscape: 'aspect-[4/3]',
}

/** Classes defined in globals.css for their utilities (ADR 0030): the same on every card. */
const imageClass = 'story-card-image'

function loadingProps(eager: boolean) {
  return eager ? ({ loading: 'eager', fetchPriority: 'high' } as const) : ({ loading: 'lazy' } as const)
}

/** The portrait image below 768 px and the landscape one above, in one <picture>. */
function ArtDirectedImage({
  landscape,
  portrait,
  sizes,
  eager,
}: {
  landscape: SiteImage
  portrait: SiteImage
  sizes: string
  eager: boolean
}) {
  // Either source may be shown: each keeps its own focal point in view, per media query.
  const focus = imgStyleAsClasses(
    {
      ...fillImageStyle,
      color: 'transparent',
      '--focus-narrow': objectPosition(portrait),
      '--focus-wide': objectPosition(landscape),
    } as CSSProperties,
    `${imageClass} object-(--focus-narrow) md:object-(--focus-wide)`,
  )
  // A source lists the sizes Payload wrote for its crop (SiteImage.srcSet), or its one file.
  const wide = landscape.srcSet ?? landscape.src
  const narrow = portrait.srcSet ?? portrait.src
  return (
    <picture>
      <source media={WIDE_MEDIA} srcSet={wide} sizes={landscape.srcSet ? sizes : undefined} />
      <source media={NARROW_MEDIA} srcSet={narrow} sizes={portrait.srcSet ? sizes : undefined} />
      <img alt={landscape.alt} {...loadingProps(eager)} decoding="async" src={portrait.src} {...focus} />
    </picture>
  )
}

function CardImage({ post, mode, wide, eager }: { post: PostSummary; mode: ImageMode; wide: boolean; eager: boolean }) {
  const sizes = wide
    ? '(min-width: 1024px) 24rem, (min-width: 768px) 50vw, 100vw'
    : '(min-width: 1024px) 23rem, (min-width: 768px) 50vw, 100vw'
  if (mode === 'art-directed' && post.portraitImage) {
    return <ArtDirectedImage landscape={post.image} portrait={post.portraitImage} sizes={sizes} eager={eager} />
  }
  const image = (mode === 'portrait' ? post.portraitImage : null) ?? post.image
  return (
    <SiteImg
      src={image.src}
      srcSet={image.srcSet}
      alt={image.alt}
      fill
      sizes={sizes}
      className={imageClass}
      style={{ objectPosition: objectPosition(image) }}
      {...loadingProps(eager)}
    />
  )
}

/**
 * SPEC §2 "Story card": image, location, title, excerpt, author with avatar, date, Featured
 * badge; the whole card is one link to /{slug} (the title's link, stretched over the card).
 * It fades in 100 ms after mounting: a CSS animation, so the card shows without JavaScript
 * too, and none under reduced motion.
 */
export function StoryCard({
  post,
  featured = false,
  forcePortrait = false,
  category,
  eager = false,
  headingLevel = 'h3',
  className,
}: StoryCardProps) {
  const Heading = headingLevel
  const wide = isWideCard({ featured, forcePortrait })
  // A wide card's image column is taller than wide: the portrait version fits it without a hard crop.
  const mode = imageMode(post, forcePortrait || wide)
  const date = formatLongDate(post.publishDate)
  return (
    <article
      data-slot="story-card"
      data-featured={featured || undefined}
      className={cn(
        // cardVariants({ interactive: true }), relative, h-full and the fade-in, as one class (globals.css).
        'story-card group',
        wide && 'md:grid md:grid-cols-2',
        className,
      )}
    >
      <div className={cn('relative w-full overflow-hidden bg-sand', FRAME[mode], wide && 'md:h-full md:min-h-72')}>
        <CardImage post={post} mode={mode} wide={wide} eager={eager} />
        {featured ? (
          <Badge variant="primary" className="absolute top-3 left-3 shadow-sm">
            Featured
          </Badge>
        ) : null}
      </div>
      <div className={cn('flex flex-1 flex-col gap-3 p-5', wide && 'md:justify-center md:p-8')}>
        {category ? <p className="text-xs font-semibold tracking-[0.14em] text-burnt uppercase">{category}</p> : null}
        {post.location ? (
          <p className="story-card-meta">
            {/* lucide's MapPin, drawn by the stylesheet (globals.css) */}
            <span className="icon-map-pin size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{post.location}</span>
          </p>
        ) : null}
        <Heading className={cn('text-2xl leading-snug', wide && 'md:text-3xl')}>
          <Link
            href={`/${post.slug}`}
            // The focus ring is the card's (cardVariants interactive), around the whole card.
            className="story-card-link"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="story-card-excerpt">{post.excerpt}</p>
        <div className="story-card-byline">
          {post.author.name ? <Avatar name={post.author.name} image={post.author.image} size="md" /> : null}
          <div className="min-w-0 text-sm">
            {post.author.name ? <p className="truncate font-semibold">{post.author.name}</p> : null}
            {date ? (
              <time dateTime={post.publishDate} className="text-muted-foreground">
                {date}
              </time>
            ) : null}
          </div>
        </div>
      </div>
    </article>
  )
}
