import { CalendarDaysIcon, CompassIcon, HeartHandshakeIcon, MicIcon } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'

import { VanScene } from '@/components/brand/van-scene'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardTitle } from '@/components/ui/card'
import { Container } from '@/components/ui/container'
import { getMetadataSite, getSiteInfo } from '@/features/site/queries'
import { buildMetadata } from '@/lib/metadata'

/** Served from the route cache; refreshed by tag on save, at most every 5 min (SPEC §9). */
export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  const site = await getMetadataSite()
  return buildMetadata(
    {
      title: 'About',
      description: `Why ${site.productName} exists: real stories from people who live on the road, told in their own words.`,
      canonical: '/about',
    },
    site,
  )
}

const VALUES = [
  {
    Icon: MicIcon,
    title: 'Real voices',
    text: 'Every story is told in the vanlifer’s own words and published only after they have read and approved it.',
  },
  {
    Icon: CompassIcon,
    title: 'Practical help',
    text: 'Guides, honest budgets and a cost calculator, so the road ahead looks a little less uncertain.',
  },
  {
    Icon: HeartHandshakeIcon,
    title: 'Community first',
    text: 'Solo travellers, couples, families and skoolie builders: everyone living on wheels is welcome here.',
  },
] as const

export default async function AboutPage() {
  const site = await getSiteInfo()
  const product = site.productName

  return (
    <>
      <section className="border-b border-border bg-sand">
        <Container className="py-16 md:py-24">
          <Badge variant="secondary">About {product}</Badge>
          <h1 className="mt-5 max-w-3xl text-4xl leading-tight md:text-6xl">
            Stories from the open road, told by the people living it
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-mocha-light">
            {site.tagline || `${product} is a home for honest, first-hand stories of life on the road.`}
          </p>
        </Container>
      </section>

      <section aria-labelledby="mission-heading">
        <Container className="grid gap-10 py-16 md:grid-cols-12 md:py-20">
          <div className="md:col-span-5">
            <h2 id="mission-heading" className="text-3xl md:text-4xl">
              Our mission
            </h2>
          </div>
          <div className="flex flex-col gap-5 text-lg leading-relaxed md:col-span-7">
            <p>
              {product} exists to share what{' '}
              <Link
                href="/vanlife"
                className="font-medium text-burnt underline decoration-burnt/40 underline-offset-4 hover:text-burnt-dark hover:decoration-burnt"
              >
                vanlife
              </Link>{' '}
              is really like: the freedom and the quiet mornings, but also the breakdowns, the budgets and the builds
              that took three tries. We believe the best advice about life on the road comes from the people already
              living it.
            </p>
            <p>
              By putting real experiences in front of anyone dreaming of the road, we hope to make that first step feel
              a little less daunting, and to connect the people who have already taken it.
            </p>
          </div>
          <ul className="grid gap-5 md:col-span-12 md:grid-cols-3">
            {VALUES.map(({ Icon, title, text }) => (
              <li key={title}>
                <Card className="h-full">
                  <CardContent className="flex flex-col gap-3">
                    <span className="inline-flex size-11 items-center justify-center rounded-full bg-sand text-burnt">
                      <Icon className="size-5" aria-hidden="true" />
                    </span>
                    <CardTitle>{title}</CardTitle>
                    <p className="text-base leading-relaxed text-mocha-light">{text}</p>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="meet-heading" className="bg-mocha text-cream">
        <Container className="grid items-center gap-10 py-16 md:grid-cols-2 md:py-20">
          <div className="aspect-[4/3] overflow-hidden rounded-2xl shadow-lg">
            <VanScene />
          </div>
          <div>
            <h2 id="meet-heading" className="text-3xl text-cream md:text-4xl">
              Meet the people behind {product}
            </h2>
            <div className="mt-5 flex flex-col gap-4 text-lg leading-relaxed text-cream/90">
              <p>
                {product} started with a simple idea: sit down with someone who lives in a van, a bus or a truck, ask
                them how they got there, and listen. We are a small crew of road-trippers, writers and tinkerers who
                love those conversations.
              </p>
              <p>
                Each week we interview a different vanlifer, turn the conversation into a story, and shape it together
                with them until it sounds like them. Nothing goes out without their final approval.
              </p>
            </div>
          </div>
        </Container>
      </section>

      <section aria-labelledby="join-heading">
        <Container size="narrow" className="flex flex-col items-center py-16 text-center md:py-20">
          <h2 id="join-heading" className="text-3xl md:text-4xl">
            Find your next favourite story
          </h2>
          <p className="mt-4 inline-flex items-center gap-2 text-base font-semibold text-burnt">
            <CalendarDaysIcon className="size-5" aria-hidden="true" />
            New story every Thursday
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="primary" size="lg">
              <Link href="/stories">Read the Stories</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link href="/share-your-story">Share Your Story</Link>
            </Button>
          </div>
        </Container>
      </section>
    </>
  )
}
