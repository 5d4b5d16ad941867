import { preload } from 'react-dom'

import type { SponsorPageView } from '../view'
import { CtaLinkButton } from './cta-link'
import { Container } from '@/components/ui/container'

/**
 * The hero (SPEC §3 Sponsor config `hero`): on the hero's background colour, the title with its
 * highlighted words in the sponsor's colour, the description, the two calls to action and the image.
 */
const IMAGE_SIZES = '(min-width: 1280px) 480px, (min-width: 768px) 50vw, 100vw'

export function SponsorHero({ page }: { page: SponsorPageView }) {
  const { hero, brandName } = page
  const image = hero.image
  // Above the fold: preloaded and fetched first, as next/image's `priority` did.
  if (image) {
    preload(image.src, {
      as: 'image',
      imageSrcSet: image.srcSet,
      imageSizes: image.srcSet ? IMAGE_SIZES : undefined,
      fetchPriority: 'high',
    })
  }
  return (
    <section aria-labelledby="sponsor-title" className="bg-(--sponsor-hero) text-(--on-sponsor-hero)">
      <Container className="grid items-center gap-10 py-12 md:grid-cols-2 md:py-20 lg:grid-cols-[7fr_5fr] lg:gap-14">
        <div>
          <p className="text-sm font-semibold tracking-[0.14em] uppercase">
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
                <span className="text-(--sponsor-highlight)">{hero.highlight}</span>
              </>
            ) : null}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed">{hero.description}</p>
          {hero.primaryCta || hero.secondaryCta ? (
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              {hero.primaryCta ? <CtaLinkButton link={hero.primaryCta} tone="solid" /> : null}
              {hero.secondaryCta ? <CtaLinkButton link={hero.secondaryCta} tone="outline" /> : null}
            </div>
          ) : null}
        </div>
        {image ? (
          <div className="relative aspect-[16/10] overflow-hidden rounded-2xl shadow-xl">
            {/* eslint-disable-next-line @next/next/no-img-element -- the sizes Payload wrote, served as they are (ADR 0030) */}
            <img
              src={image.src}
              srcSet={image.srcSet}
              sizes={image.srcSet ? IMAGE_SIZES : undefined}
              alt={image.alt}
              loading="eager"
              fetchPriority="high"
              decoding="async"
              className="img-fill object-cover text-transparent"
            />
          </div>
        ) : null}
      </Container>
    </section>
  )
}
