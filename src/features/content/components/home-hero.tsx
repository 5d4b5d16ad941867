import { SiteImg } from '@/components/ui/site-img'
import Link from 'next/link'

import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { Container } from '@/components/ui/container'
import type { SiteInfo } from '@/features/site'
import { homeHeroSrc } from '@/lib/illustrations/hero'
import { isInternalPath } from '@/lib/paths'

import { communityFaces, type PostSummary } from '../summary'
import { HeroEmailForm } from './hero-email-form'
import { ParallaxBackground } from './parallax-background'
import { WhenReady } from './when-ready'

const AVATAR_COUNT = 5
const avatarRing = 'ring-2 ring-mocha'

function CommunityAvatars({ stories }: { stories: PostSummary[] }) {
  const faces = communityFaces(stories, AVATAR_COUNT)
  if (faces.length === 0) return <AvatarsPlaceholder />
  return (
    <>
      {faces.map((face) => (
        <Avatar key={face.name} name={face.name} image={face.image} className={avatarRing} />
      ))}
    </>
  )
}

function AvatarsPlaceholder() {
  return (
    <>
      {Array.from({ length: AVATAR_COUNT }, (_, index) => (
        <span key={index} className={`size-10 rounded-full bg-sand-dark ${avatarRing}`} />
      ))}
    </>
  )
}

/**
 * "Presented by" and the partner's logo on a cream card (the logo's own colours are for light
 * backgrounds): 48 px tall on phones, 64 px from 768 px, so its name reads at a glance.
 */
function PresentedBy({ partner }: { partner: NonNullable<SiteInfo['presentingPartner']> }) {
  const logo = partner.logo ? (
    <SiteImg
      src={partner.logo.src}
      srcSet={partner.logo.srcSet}
      alt={partner.logo.alt || partner.name}
      width={partner.logo.width ?? 160}
      height={partner.logo.height ?? 64}
      sizes="(min-width: 768px) 160px, 120px"
      className="h-12 w-auto object-contain md:h-16"
    />
  ) : (
    <span className="font-display text-2xl text-mocha md:text-3xl">{partner.name}</span>
  )
  const body = (
    <>
      <span className="text-xs font-semibold tracking-[0.12em] text-mocha-light uppercase">Presented by</span>
      {logo}
    </>
  )
  const card = 'inline-flex items-center gap-2 rounded-2xl bg-cream py-1 pr-2 pl-4 shadow-sm md:gap-3 md:pr-3'
  if (!partner.link) return <div className={card}>{body}</div>
  const focus =
    'transition-opacity hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cream'
  return isInternalPath(partner.link) ? (
    <Link href={partner.link} className={`${card} ${focus}`}>
      {body}
    </Link>
  ) : (
    <a href={partner.link} target="_blank" rel="noopener noreferrer" className={`${card} ${focus}`}>
      {body}
    </a>
  )
}

/**
 * The hero's picture (src/lib/illustrations/hero.ts, served at /illustrations/home-hero.svg, its
 * address versioned by its bytes) inside the parallax layer (125 % of the hero's height, from 10 %
 * above it: the hero's bottom is 12 % of the layer above the layer's bottom, its top 8 % below the
 * layer's top).
 * Below 1024 px a band along the hero's bottom, under the words (the section keeps that band's
 * height free below them); from 1024 px a column on the right, beside the words. Its edges toward
 * the words fade into the hero's own colour, so the words always sit on plain mocha.
 */
function HeroArt() {
  return (
    <div
      data-hero-art=""
      className="absolute inset-x-0 bottom-[12%] h-(--hero-band) lg:top-[8%] lg:left-[calc(max(0px,(100%-72rem)/2)+4rem+var(--hero-text))] lg:h-auto"
    >
      <div
        className="size-full bg-cover bg-bottom lg:bg-[60%_100%]"
        style={{ backgroundImage: `url(${homeHeroSrc()})` }}
      />
      <div className="absolute inset-x-0 top-0 h-1/3 bg-gradient-to-b from-mocha to-transparent lg:h-1/4" />
      <div className="absolute inset-y-0 left-0 hidden w-28 bg-gradient-to-r from-mocha to-transparent lg:block" />
    </div>
  )
}

/**
 * SPEC §2 Home hero: full height, {product} badge, "Presented by" partner, the headline, the
 * email box that opens the subscribe dialog, five community avatars (from `stories`, the home
 * page's getHomeStories()); a picture made for it (HeroArt) in the parallax background. The words
 * sit on the section's solid colour, never on the picture: their contrast is the one axe computes.
 */
export function HomeHero({ site, stories }: { site: SiteInfo; stories: Promise<PostSummary[]> }) {
  const product = site.productName
  return (
    <section
      aria-labelledby="home-hero-heading"
      className="relative isolate flex min-h-[calc(100svh-4rem)] flex-col overflow-hidden bg-mocha text-cream [--hero-band:min(72vw,20rem)] md:min-h-[calc(100svh-5rem)] md:[--hero-band:min(60vw,30rem)] lg:flex-row lg:items-center lg:[--hero-text:26rem] xl:[--hero-text:30rem]"
    >
      <ParallaxBackground className="-z-20">
        <HeroArt />
      </ParallaxBackground>
      <Container className="pt-12 pb-[calc(var(--hero-band)+1.5rem)] md:pt-16 lg:py-24">
        <div className="flex max-w-2xl flex-col items-start gap-6 lg:max-w-(--hero-text)">
          <div className="flex flex-wrap items-center gap-3">
            <Badge variant="onDark" className="px-3 py-1 text-sm">
              {product}
            </Badge>
            {site.presentingPartner ? <PresentedBy partner={site.presentingPartner} /> : null}
          </div>
          <h1 id="home-hero-heading" className="text-4xl leading-[1.1] text-cream sm:text-5xl xl:text-6xl">
            Join the freedom-lovin&apos; {product} community
          </h1>
          <p className="max-w-xl text-lg leading-relaxed text-cream/90">
            Get tips, travel hacks and exclusive content from people living life on the road, straight to your inbox.
          </p>
          <HeroEmailForm />
          <div className="flex flex-wrap items-center gap-4">
            <div className="flex -space-x-3" aria-hidden="true">
              <WhenReady promise={stories}>{(stories) => <CommunityAvatars stories={stories} />}</WhenReady>
            </div>
            <p className="max-w-xs text-sm leading-snug text-cream/90">
              Join hundreds of vanlife enthusiasts. No spam, unsubscribe anytime.
            </p>
          </div>
        </div>
      </Container>
    </section>
  )
}
