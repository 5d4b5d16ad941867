import type { Metadata } from 'next'

import { sponsorPageMetadata, SponsorRoute } from '@/features/sponsors/sponsor-route'

/** Served from the route cache; refreshed by tag when staff save the page or a testimonial, at most every 5 min (SPEC §9). */
export const revalidate = 300

export function generateMetadata(): Promise<Metadata> {
  return sponsorPageMetadata('sponsor-trelino')
}

/** /about-trelino: the composting-toilet partner's page (SPEC §2), from the "Trelino page" global. */
export default function AboutTrelinoPage() {
  return <SponsorRoute slug="sponsor-trelino" />
}
