import { Card, CardContent } from '@/components/ui/card'

import type { SponsorPageView } from '../view'
import { SponsorIcon } from './sponsor-icon'
import { Container } from '@/components/ui/container'

/** The six-point grid: one, two or three columns by width. */
export function FeaturesGrid({ page }: { page: SponsorPageView }) {
  if (!page.grid.length) return null
  return (
    <section aria-labelledby="grid-heading" className="border-y border-border bg-sand">
      <Container className="py-16 md:py-20">
        <h2 id="grid-heading" className="text-3xl md:text-4xl">
          What you get with {page.brandName}
        </h2>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {page.grid.map((item) => (
            <li key={item.title}>
              <Card className="h-full">
                <CardContent className="flex flex-col gap-3">
                  <SponsorIcon icon={item.icon} className="size-11" />
                  <h3 className="font-sans text-lg font-semibold">{item.title}</h3>
                  <p className="text-base leading-relaxed text-mocha-light">{item.description}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
