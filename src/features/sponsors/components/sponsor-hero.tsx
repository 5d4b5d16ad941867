import { preload } from 'react-dom'

import { Container } from '@/components/ui/container'
import type { SiteImage } from '@/lib/media'
import { cn } from '@/lib/utils'

import type { SponsorLayout } from '../looks'
import type { SponsorPageView } from '../view'
import { CtaLinkButton } from './cta-link'

/**
 * The hero (SPEC §3 Sponsor config `hero`): on the hero's background colour, the title with its
 * highlighted words in the sponsor's colour, the description, the two calls to action and the image.
 * angled: text beside the picture, the band cut on the diagonal below. rounded: the words centred
 * over the picture in an arch, a wave below.
 */
const IMAGE_SIZES: Record<SponsorLayout, string> = {
  angled: '(min-width: 1280px) 480px, (min-width: 768px) 50vw, 100vw',
  rounded: '(min-width: 1024px) 768px, 100vw',
}

function HeroImage({ image, layout }: { image: SiteImage; layout: SponsorLayout }) {
  return (
    <div
      className={cn(
        'relative overflow-hidden shadow-xl',
        layout === 'angled'
          ? 'aspect-[16/10] rounded-sm border-4 border-(--sponsor) md:-rotate-2'
          : 'mx-auto aspect-[16/10] w-full max-w-3xl rounded-t-[12rem] rounded-b-3xl border-8 border-card md:rounded-t-[20rem]',
      )}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- the sizes Payload wrote, served as they are (ADR 0030) */}
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.srcSet ? IMAGE_SIZES[layout] : undefined}
        alt={image.alt}
        loading="eager"
        fetchPriority="high"
        decoding="async"
        className="img-fill object-cover text-transparent"
      />
    </div>
  )
}

export function SponsorHero({ page, layout }: { page: SponsorPageView; layout: SponsorLayout }) {
  const { hero, brandName } = page
  const image = hero.image
  // Above the fold: preloaded and fetched first, as next/image's `priority` did.
  if (image) {
    preload(image.src, {
      as: 'image',
      imageSrcSet: image.srcSet,
      imageSizes: image.srcSet ? IMAGE_SIZES[layout] : undefined,
      fetchPriority: 'high',
    })
  }
  const rounded = layout === 'rounded'
  return (
    <section
      aria-labelledby="sponsor-title"
      data-hero={layout}
      className={cn(
        'relative bg-(--sponsor-hero) text-(--on-sponsor-hero)',
        // angled: the band's foot runs up from left to right.
        !rounded && '[clip-path:polygon(0_0,100%_0,100%_calc(100%-3.5rem),0_100%)] pb-10 md:pb-14',
      )}
    >
      <Container
        className={cn(
          'grid items-center gap-10 py-12 md:py-20',
          rounded ? 'justify-items-center text-center' : 'md:grid-cols-2 lg:grid-cols-[7fr_5fr] lg:gap-14',
        )}
      >
        <div className={cn(rounded && 'flex max-w-3xl flex-col items-center')}>
          <p
            className={cn(
              'text-sm font-semibold tracking-[0.14em] uppercase',
              rounded
                ? 'rounded-full border-2 border-(--sponsor-highlight) px-4 py-1.5'
                : 'border-l-4 border-(--sponsor-highlight) pl-3',
            )}
          >
            {brandName} <span aria-hidden="true">·</span> <span className="sr-only">, </span>Our partner
          </p>
          <h1
            id="sponsor-title"
            className="mt-4 text-4xl leading-[1.1] text-(--on-sponsor-hero) md:text-5xl lg:text-6xl"
          >
            {hero.title}
            {hero.highlight ? (
              <>
                {' '}
                <span
                  className={cn(
                    'text-(--sponsor-highlight)',
                    rounded && 'underline decoration-wavy decoration-2 underline-offset-8',
                  )}
                >
                  {hero.highlight}
                </span>
              </>
            ) : null}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed">{hero.description}</p>
          {hero.primaryCta || hero.secondaryCta ? (
            <div className={cn('mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap', rounded && 'sm:justify-center')}>
              {hero.primaryCta ? (
                <CtaLinkButton link={hero.primaryCta} tone="solid" className={cn(rounded && 'rounded-full')} />
              ) : null}
              {hero.secondaryCta ? (
                <CtaLinkButton link={hero.secondaryCta} tone="outline" className={cn(rounded && 'rounded-full')} />
              ) : null}
            </div>
          ) : null}
        </div>
        {image ? <HeroImage image={image} layout={layout} /> : null}
      </Container>
      {rounded ? (
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 1440 60"
          preserveAspectRatio="none"
          className="block h-8 w-full fill-background md:h-14"
        >
          <path d="M0 60 L0 30 Q180 0 360 24 T720 26 T1080 20 T1440 28 L1440 60Z" />
        </svg>
      ) : null}
    </section>
  )
}
