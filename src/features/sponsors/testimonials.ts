/**
 * Which testimonials a sponsor page shows (SPEC §3 Testimonial, §9 "Testimonials shown at most 3"):
 * those of the page's category, the best rated first and, among equals, the newest first; at most
 * three; stars default to 5. Pure.
 */
import type { Testimonial } from '@/payload-types'

export const MAX_TESTIMONIALS = 3
export const DEFAULT_STARS = 5

export type TestimonialInput = Pick<Testimonial, 'id' | 'quote' | 'name' | 'categories'> &
  Partial<Pick<Testimonial, 'title' | 'createdAt'>> & {
    /** Required in the collection (default 5), but older or imported rows may lack it. */
    stars?: number | null
  }

export type TestimonialView = {
  id: number
  quote: string
  name: string
  /** Country and date, e.g. "Canada · March 2024"; null when not given. */
  title: string | null
  /** 1 to 5. */
  stars: number
}

/** A whole number of stars from 1 to 5; DEFAULT_STARS when unset or not a number. */
export function starsOf(value: number | null | undefined): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return DEFAULT_STARS
  return Math.min(5, Math.max(1, Math.round(value)))
}

const time = (value: string | null | undefined): number => {
  const parsed = value ? Date.parse(value) : Number.NaN
  return Number.isNaN(parsed) ? 0 : parsed
}

export function selectTestimonials(
  testimonials: readonly TestimonialInput[],
  category: string,
  max = MAX_TESTIMONIALS,
): TestimonialView[] {
  return testimonials
    .filter((testimonial) => testimonial.categories?.includes(category as never) && testimonial.quote?.trim())
    .map((testimonial) => ({ testimonial, stars: starsOf(testimonial.stars) }))
    .sort((a, b) => b.stars - a.stars || time(b.testimonial.createdAt) - time(a.testimonial.createdAt))
    .slice(0, Math.max(0, max))
    .map(({ testimonial, stars }) => ({
      id: testimonial.id,
      quote: testimonial.quote.trim(),
      name: testimonial.name.trim(),
      title: testimonial.title?.trim() || null,
      stars,
    }))
}

/** The rating as a screen reader should hear it. */
export function starsLabel(stars: number): string {
  return `Rated ${stars} out of 5`
}
