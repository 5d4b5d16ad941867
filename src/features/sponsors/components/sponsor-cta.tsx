import type { SponsorPageView } from '../view'
import { CtaLinkButton } from './cta-link'
import { Container } from '@/components/ui/container'

/** The closing call to action, on a band of the sponsor's colour. */
export function SponsorCta({ page }: { page: SponsorPageView }) {
  const { cta } = page
  return (
    <section aria-labelledby="sponsor-cta-heading" className="bg-(--sponsor) text-(--on-sponsor)">
      <Container size="narrow" className="flex flex-col items-center py-14 text-center md:py-20">
        <h2 id="sponsor-cta-heading" className="text-3xl text-(--on-sponsor) md:text-4xl">
          {cta.heading}
        </h2>
        {cta.description ? <p className="mt-4 max-w-xl text-lg leading-relaxed">{cta.description}</p> : null}
        {cta.button ? <CtaLinkButton link={cta.button} tone="inverse" className="mt-8" /> : null}
      </Container>
    </section>
  )
}
