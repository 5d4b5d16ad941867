import type { CSSProperties } from 'react'

import type { TestimonialView } from '../testimonials'
import type { SponsorPageView } from '../view'
import { FeaturesGrid } from './features-grid'
import { FeaturesSection } from './features-section'
import { SponsorCta } from './sponsor-cta'
import { SponsorHero } from './sponsor-hero'
import { TestimonialsSection } from './testimonials-section'

/**
 * A sponsor page (SPEC §2 "Sponsor pages"): hero, features with the video, the features grid,
 * testimonials, call to action. Drawn in the sponsor's colours through CSS custom properties
 * (./colors.ts has made every pair readable).
 */
export function SponsorPage({ page, testimonials }: { page: SponsorPageView; testimonials: TestimonialView[] }) {
  const { theme } = page
  const style = {
    '--sponsor': theme.primary,
    '--on-sponsor': theme.onPrimary,
    '--sponsor-hero': theme.heroBackground,
    '--on-sponsor-hero': theme.heroText,
    '--sponsor-highlight': theme.highlight,
    '--sponsor-accent': theme.accent,
  } as CSSProperties
  return (
    <div style={style} data-sponsor-page={page.path}>
      <SponsorHero page={page} />
      <FeaturesSection page={page} />
      <FeaturesGrid page={page} />
      <TestimonialsSection brandName={page.brandName} testimonials={testimonials} />
      <SponsorCta page={page} />
    </div>
  )
}
