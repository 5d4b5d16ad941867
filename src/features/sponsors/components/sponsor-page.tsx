import type { CSSProperties } from 'react'

import type { SponsorLook } from '../looks'
import type { TestimonialView } from '../testimonials'
import type { SponsorPageView } from '../view'
import { FeaturesGrid } from './features-grid'
import { FeaturesSection } from './features-section'
import { SponsorCta } from './sponsor-cta'
import { SponsorHero } from './sponsor-hero'
import { TestimonialsSection } from './testimonials-section'

/**
 * A sponsor page (SPEC §2 "Sponsor pages"): hero, features with the video, testimonials, call to
 * action, and the features grid with the sponsor's product. Drawn in the sponsor's colours through
 * CSS custom properties (./colors.ts has made every pair readable) and in the page's own layout
 * (../looks.ts): angled, the grid follows the features; rounded, the product comes first.
 */
export function SponsorPage({
  page,
  look,
  testimonials,
}: {
  page: SponsorPageView
  look: SponsorLook
  testimonials: TestimonialView[]
}) {
  const { theme } = page
  const { layout } = look
  const style = {
    '--sponsor': theme.primary,
    '--on-sponsor': theme.onPrimary,
    '--sponsor-hero': theme.heroBackground,
    '--on-sponsor-hero': theme.heroText,
    '--sponsor-highlight': theme.highlight,
    '--sponsor-accent': theme.accent,
  } as CSSProperties
  return (
    <div style={style} data-sponsor-page={page.path} data-layout={layout}>
      <SponsorHero page={page} layout={layout} />
      {layout === 'rounded' ? <FeaturesGrid page={page} look={look} /> : null}
      <FeaturesSection page={page} layout={layout} />
      {layout === 'angled' ? <FeaturesGrid page={page} look={look} /> : null}
      <TestimonialsSection brandName={page.brandName} testimonials={testimonials} layout={layout} />
      <SponsorCta page={page} layout={layout} />
    </div>
  )
}
