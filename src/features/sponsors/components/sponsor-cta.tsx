import { Container } from '@/components/ui/container'
import { cn } from '@/lib/utils'

import type { SponsorLayout } from '../looks'
import type { SponsorPageView } from '../view'
import { CtaLinkButton } from './cta-link'

/**
 * The closing call to action, in the sponsor's colour: angled, a full-width band whose top edge
 * rises to the right; rounded, a soft card inset in the page.
 */
export function SponsorCta({ page, layout }: { page: SponsorPageView; layout: SponsorLayout }) {
  const { cta } = page
  const rounded = layout === 'rounded'
  const inner = (
    <Container
      size="narrow"
      className={cn('flex flex-col items-center text-center', rounded ? 'py-12 md:py-16' : 'py-14 md:py-20')}
    >
      <h2 id="sponsor-cta-heading" className="text-3xl text-(--on-sponsor) md:text-4xl">
        {cta.heading}
      </h2>
      {cta.description ? <p className="mt-4 max-w-xl text-lg leading-relaxed">{cta.description}</p> : null}
      {cta.button ? (
        <CtaLinkButton link={cta.button} tone="inverse" className={cn('mt-8', rounded && 'rounded-full')} />
      ) : null}
    </Container>
  )
  if (rounded) {
    return (
      <section aria-labelledby="sponsor-cta-heading" data-cta="rounded">
        <Container className="pb-16 md:pb-24">
          <div className="rounded-[2.5rem] bg-(--sponsor) text-(--on-sponsor) shadow-lg">{inner}</div>
        </Container>
      </section>
    )
  }
  return (
    <section
      aria-labelledby="sponsor-cta-heading"
      data-cta="angled"
      className="bg-(--sponsor) pt-10 text-(--on-sponsor) [clip-path:polygon(0_3rem,100%_0,100%_100%,0_100%)] md:pt-14"
    >
      {inner}
    </section>
  )
}
