import { SiteImg } from '@/components/ui/site-img'
import Link from 'next/link'

import { Container } from '@/components/ui/container'
import type { SiteImage } from '@/lib/media'
import { isInternalPath } from '@/lib/paths'
import { cn } from '@/lib/utils'

/** A partner as Site settings lists it (logo resolved; link a site path, a URL or null). */
export type Partner = { name: string; alt: string; logo: SiteImage | null; link: string | null }

/** globals.css: flex h-16 w-40 items-center justify-center rounded-lg px-3 md:h-20 md:w-48 (ADR 0030). */
const itemClass = 'partner-item'

function PartnerLogo({ partner }: { partner: Partner }) {
  if (!partner.logo) return null
  return (
    <SiteImg
      src={partner.logo.src}
      srcSet={partner.logo.srcSet}
      alt={partner.alt}
      width={partner.logo.width ?? 192}
      height={partner.logo.height ?? 80}
      sizes="192px"
      className="max-h-full w-auto object-contain"
    />
  )
}

/** "Our partners": logos from Site settings; a partner with a link is a link, others are not. */
export function PartnersStrip({ partners }: { partners: Partner[] }) {
  if (!partners.length) return null
  return (
    <section aria-labelledby="partners-heading" className="border-t border-border bg-sand print:hidden">
      <Container className="py-10 md:py-12">
        <h2
          id="partners-heading"
          className="text-center font-sans text-xs font-semibold tracking-[0.14em] text-muted-foreground uppercase"
        >
          Our partners
        </h2>
        <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-8 gap-y-4 md:gap-x-14">
          {partners.map((partner, index) => {
            // The focus ring is the site's outline (globals.css), drawn around the logo's box.
            const linkClass = cn(itemClass, 'transition-opacity hover:opacity-80')
            return (
              <li key={`${partner.name}-${index}`}>
                {!partner.link ? (
                  <div className={itemClass}>
                    <PartnerLogo partner={partner} />
                  </div>
                ) : isInternalPath(partner.link) ? (
                  <Link href={partner.link} className={linkClass}>
                    <PartnerLogo partner={partner} />
                  </Link>
                ) : (
                  <a href={partner.link} target="_blank" rel="noopener noreferrer" className={linkClass}>
                    <PartnerLogo partner={partner} />
                  </a>
                )}
              </li>
            )
          })}
        </ul>
      </Container>
    </section>
  )
}
