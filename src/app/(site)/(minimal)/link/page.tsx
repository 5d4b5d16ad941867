import type { Metadata } from 'next'
import Link from 'next/link'

import { LogoMark } from '@/components/brand/logo'
import { Button } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { CalculatorPromoCard } from '@/features/calculator'
import { LatestStoryCard } from '@/features/site'
import { getLatestStory, getMetadataSite, getSiteInfo } from '@/features/site/queries'
import { buildMetadata } from '@/lib/metadata'

/** Served from the route cache; refreshed by tag on save, at most every 5 min (SPEC §9). */
export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  const site = await getMetadataSite()
  return buildMetadata(
    {
      title: 'Links',
      description: `The latest story, the vanlife cost calculator and everything else from ${site.productName} in one place.`,
      canonical: '/link',
    },
    site,
  )
}

/** Link-in-bio page; the (minimal) route group gives it the minimal header and footer. */
export default async function LinkPage() {
  // Read in place, not behind a streamed <Suspense>: the page is cached as rendered (ADR 0011).
  const [site, latestStory] = await Promise.all([getSiteInfo(), getLatestStory()])
  return (
    <Container className="flex max-w-md flex-col gap-8 pt-4 pb-14 md:pt-8">
      {/* The profile of a link-in-bio page: the van mark as its picture, the name, the tagline (the header links home). */}
      <header className="flex flex-col items-center text-center">
        <span className="flex size-28 items-center justify-center rounded-full bg-sand shadow-sm ring-4 ring-card">
          <LogoMark className="size-20" />
        </span>
        <h1 className="mt-4 text-3xl md:text-4xl">{site.productName}</h1>
        {site.tagline ? <p className="mt-2 text-base text-mocha-light">{site.tagline}</p> : null}
      </header>

      <CalculatorPromoCard />

      <section aria-labelledby="latest-story-heading" className="flex flex-col gap-4">
        <h2 id="latest-story-heading" className="text-2xl">
          Latest Story
        </h2>
        <LatestStoryCard story={latestStory} />
      </section>

      <Button asChild variant="outline" size="lg" className="w-full">
        <Link href="/stories">View all stories</Link>
      </Button>
    </Container>
  )
}
