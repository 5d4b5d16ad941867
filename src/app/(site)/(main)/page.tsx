import { PenLineIcon } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'

import { Button } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { CalculatorPromoCard } from '@/features/calculator'
import { HomeHero } from '@/features/content/components/home-hero'
import { HomeStories } from '@/features/content/components/home-stories'
import { WhenReady } from '@/features/content/components/when-ready'
import { getHomeStories } from '@/features/content/queries'
import { HomeShopTeaser } from '@/features/shop/components/home-shop-teaser'
import { getTeaserProducts } from '@/features/shop/queries'
import { getMetadataSite, getSiteInfo } from '@/features/site/queries'
import { buildMetadata } from '@/lib/metadata'

/**
 * Served from the route cache; refreshed by tag on publish, when staff save a product or a sale
 * changes stock (the products tag of the shop teaser), at most every 5 min (SPEC §9).
 */
export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  return buildMetadata({ canonical: '/' }, await getMetadataSite())
}

/**
 * SPEC §2 Home: hero, calculator promo, Featured Story, Latest Stories, Submit Your Story; and,
 * while any product can be bought, a shop teaser before the closing call to action (issue 21).
 */
export default async function HomePage() {
  const site = await getSiteInfo()
  const stories = getHomeStories()
  const teaser = getTeaserProducts()
  return (
    <>
      <HomeHero site={site} stories={stories} />

      <section aria-label="Cost calculator" className="border-b border-border">
        <Container className="py-12 md:py-16">
          <div className="mx-auto max-w-3xl">
            <CalculatorPromoCard />
          </div>
        </Container>
      </section>

      <WhenReady promise={stories}>{(stories) => <HomeStories stories={stories} />}</WhenReady>

      <WhenReady promise={teaser}>
        {(products) => <HomeShopTeaser products={products} productName={site.productName} />}
      </WhenReady>

      <section aria-labelledby="submit-story-heading" className="bg-mocha text-cream">
        <Container className="flex flex-col items-center gap-5 py-16 text-center md:py-20">
          <PenLineIcon className="size-10 text-burnt-light" aria-hidden="true" />
          <h2 id="submit-story-heading" className="text-3xl text-cream md:text-4xl">
            Living the vanlife? Tell us your story
          </h2>
          <p className="max-w-2xl text-lg leading-relaxed text-cream/85">
            Every week we feature a vanlifer in their own words. Share yours and inspire the next person dreaming of the
            open road.
          </p>
          <Button asChild variant="primary-onDark" size="lg">
            <Link href="/share-your-story">Submit Your Story</Link>
          </Button>
        </Container>
      </section>
    </>
  )
}
