import { QuoteIcon } from 'lucide-react'

import type { TestimonialView } from '../testimonials'
import { SECTION_IDS } from '../view'
import { StarRating, StarSymbol } from './star-rating'
import { Container } from '@/components/ui/container'
import { cn } from '@/lib/utils'

import type { SponsorLayout } from '../looks'

/** Testimonials (id "testimonials"): at most three of the page's category, each with stars, name and country/date. */
export function TestimonialsSection({
  brandName,
  testimonials,
  layout,
}: {
  brandName: string
  testimonials: TestimonialView[]
  layout: SponsorLayout
}) {
  if (!testimonials.length) return null
  return (
    <section id={SECTION_IDS.testimonials} aria-labelledby="testimonials-heading" className="scroll-mt-20">
      <Container className="py-16 md:py-20">
        <h2 id="testimonials-heading" className="text-3xl md:text-4xl">
          What vanlifers say about {brandName}
        </h2>
        <StarSymbol />
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id} data-testimonial="">
              <figure
                className={cn(
                  'flex h-full flex-col gap-4 border border-border bg-card p-6 shadow-sm',
                  layout === 'rounded' ? 'rounded-[2rem]' : 'rounded-sm border-t-4 border-t-(--sponsor)',
                )}
              >
                <div className="flex items-center justify-between gap-3">
                  <StarRating stars={testimonial.stars} />
                  <QuoteIcon aria-hidden="true" className="size-7 text-sand-dark" />
                </div>
                <blockquote className="flex-1 text-base leading-relaxed">
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption className="border-t border-border pt-4">
                  <span className="block font-semibold">{testimonial.name}</span>
                  {testimonial.title ? (
                    <span className="block text-sm text-muted-foreground">{testimonial.title}</span>
                  ) : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
