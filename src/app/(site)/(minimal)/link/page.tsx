import type { Metadata } from 'next'
import Link from 'next/link'

import { Logo } from '@/components/brand/logo'
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
      <header className="flex flex-col items-center text-center">
        {/* The one logo on this page (the minimal header shows none), and its way home. */}
        <Link
          href="/"
          className="rounded-xl p-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <h1>
            <Logo productName={site.productName} size="lg" />
          </h1>
        </Link>
        {site.tagline ? <p className="mt-3 text-base text-mocha-light">{site.tagline}</p> : null}
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
