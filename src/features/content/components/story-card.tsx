import type { CSSProperties } from 'react'

import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { SiteImg } from '@/components/ui/site-img'
import { fillImageStyle, imgStyleAsClasses } from '@/lib/img-style'
import { objectPosition, type SiteImage } from '@/lib/media'
import { formatLongDate } from '@/lib/utils'

import type { PostSummary } from '../summary'
import { type StoryCardFrame, StoryCardView, type StoryCardWide } from './story-card-view'

export type StoryCardProps = {
  post: PostSummary
  /** Shows the Featured badge; a featured card spans two columns on wide screens unless portrait. */
  featured?: boolean
  /** Always the portrait image (when there is one), and never two columns wide. */
  forcePortrait?: boolean
  /**
   * In a list's grid, the widths at which this card spans two columns to fill its row
   * (list-layout.ts); a featured card spans them at every wide width anyway.
   */
  spans?: { md: boolean; lg: boolean }
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

/** The widths at which the card is wide: a featured card at both, a list's filler card at its own. */
export function cardWide({
  featured,
  forcePortrait,
  spans,
}: Pick<StoryCardProps, 'featured' | 'forcePortrait' | 'spans'>): StoryCardWide | undefined {
  if (forcePortrait) return undefined
  if (featured || (spans?.md && spans.lg)) return 'both'
  if (spans?.md) return 'md'
  if (spans?.lg) return 'lg'
  return undefined
}

type ImageMode = StoryCardFrame

function imageMode(post: PostSummary, forcePortrait: boolean): ImageMode {
  if (!post.portraitImage) return 'landscape'
  return forcePortrait ? 'portrait' : 'art-directed'
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

/** `props` without its undefined entries: each would be written as "$undefined" in the RSC payload. */
function defined<T extends object>(props: T): T {
  return Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined)) as T
}

/**
 * SPEC §2 "Story card": image, location, title, excerpt, author with avatar, date, Featured
 * badge; the whole card is one link to /{slug} (the title's link, stretched over the card).
 * It fades in 100 ms after mounting: a CSS animation, so the card shows without JavaScript
 * too, and none under reduced motion. The markup is StoryCardView's (a client component): this
 * server component renders the images and passes only the fields the card shows (ADR 0030).
 */
export function StoryCard({
  post,
  featured = false,
  forcePortrait = false,
  spans,
  category,
  eager = false,
  headingLevel = 'h3',
  className,
}: StoryCardProps) {
  const wideAt = cardWide({ featured, forcePortrait, spans })
  const wide = wideAt !== undefined
  // A wide card shows the landscape version beside its text, as tall as that text (story-card-view.tsx).
  const mode = imageMode(post, forcePortrait)
  const date = formatLongDate(post.publishDate)
  const authorName = post.author.name || undefined
  return (
    <StoryCardView
      {...defined({
        href: `/${post.slug}`,
        title: post.title,
        excerpt: post.excerpt,
        heading: headingLevel,
        frame: mode,
        image: <CardImage post={post} mode={mode} wide={wide} eager={eager} />,
        wide: wideAt,
        featured: featured || undefined,
        badge: featured ? (
          <Badge variant="primary" className="absolute top-3 left-3 shadow-sm">
            Featured
          </Badge>
        ) : undefined,
        category: category || undefined,
        location: post.location || undefined,
        authorName,
        avatar: authorName ? <Avatar name={authorName} image={post.author.image} size="md" /> : undefined,
        date: date || undefined,
        dateTime: date ? post.publishDate : undefined,
        className,
      })}
    />
  )
}
