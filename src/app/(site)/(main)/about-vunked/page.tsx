import type { Metadata } from 'next'

import { sponsorPageMetadata, SponsorRoute } from '@/features/sponsors/sponsor-route'

/** Served from the route cache; refreshed by tag when staff save the page or a testimonial, at most every 5 min (SPEC §9). */
export const revalidate = 300

export function generateMetadata(): Promise<Metadata> {
  return sponsorPageMetadata('sponsor-vunked')
}

/** /about-vunked: the van-electrics sponsor's page (SPEC §2), from the "Vunked page" global. */
export default function AboutVunkedPage() {
  return <SponsorRoute slug="sponsor-vunked" />
}
