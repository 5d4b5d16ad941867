/**
 * What the two sponsor routes (/about-vunked, /about-trelino) render: read through ./queries.ts
 * (cached, tag-revalidated when staff save the global, a testimonial or a video), turned into the
 * view (./view.ts) and drawn by SponsorPage. The routes stay thin: their segment config and these.
 */
import type { Metadata } from 'next'
import Link from 'next/link'

import { buttonVariants } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { getMetadataSite } from '@/features/site/queries'
import { buildMetadata } from '@/lib/metadata'

import { SponsorPage } from './components/sponsor-page'
import { sponsorLook } from './looks'
import { getSponsorGlobal, getSponsorTestimonials } from './queries'
import { SPONSOR_PATHS, type SponsorSlug, sponsorMetadataInput, toSponsorPage } from './view'

/** Page metadata from the global's SEO fields (the hero when they are empty); canonical is the page's path. */
export async function sponsorPageMetadata(slug: SponsorSlug): Promise<Metadata> {
  const [global, site] = await Promise.all([getSponsorGlobal(slug), getMetadataSite()])
  const path = SPONSOR_PATHS[slug]
  if (!global) return buildMetadata({ title: 'Our partners', canonical: path }, site)
  return buildMetadata(sponsorMetadataInput(global, path), site)
}

/** SPEC §8 "Content fetch failure": the page says it could not be read, and where to go instead. */
function Unavailable() {
  return (
    <Container size="narrow" className="py-20 text-center md:py-28">
      <h1 className="text-4xl md:text-5xl">Our partners</h1>
      <p className="mt-5 text-lg text-mocha-light">This page could not be loaded just now. Please try again shortly.</p>
      <Link href="/stories" className={buttonVariants({ variant: 'primary', size: 'lg', className: 'mt-8' })}>
        Read the stories
      </Link>
    </Container>
  )
}

export async function SponsorRoute({ slug }: { slug: SponsorSlug }) {
  const global = await getSponsorGlobal(slug)
  if (!global) return <Unavailable />
  const testimonials = await getSponsorTestimonials(global.testimonialCategory)
  const page = toSponsorPage(global, SPONSOR_PATHS[slug], testimonials.length > 0)
  return <SponsorPage page={page} look={sponsorLook(slug)} testimonials={testimonials} />
}
