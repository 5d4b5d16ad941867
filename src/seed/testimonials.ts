/** Quotes for the sponsor pages (each page shows at most 3 of its category). */
import type { Testimonial } from '@/payload-types'

import { type SeedContext, upsert } from './context'

type TestimonialSeed = Pick<Testimonial, 'quote' | 'name' | 'title' | 'stars' | 'categories'>

export const TESTIMONIAL_SEEDS: TestimonialSeed[] = [
  {
    name: 'Jordan P.',
    title: 'Canada · March 2024',
    stars: 5,
    categories: ['vunked'],
    quote:
      'We spent a whole winter in Québec on the Vunked system without plugging in once. The DC-DC charger tops the batteries up on every grocery run, and the support team answered my wiring questions on a Sunday night.',
  },
  {
    name: 'Sam & Riley',
    title: 'USA · August 2024',
    stars: 5,
    categories: ['vunked'],
    quote:
      'Two laptops, Starlink and a fridge in the Utah heat, and the battery never dropped below 60%. The wiring diagram alone was worth it: clear, labelled and actually matched the parts in the box.',
  },
  {
    name: 'Aroha T.',
    title: 'New Zealand · January 2025',
    stars: 4,
    categories: ['vunked'],
    quote:
      'Install took me two weekends as a total beginner. The pre-crimped cables saved hours. Only four stars because shipping to the South Island took longer than promised, but the system has been flawless since.',
  },
  {
    name: 'Marcus D.',
    title: 'USA · May 2025',
    stars: 5,
    categories: ['vunked'],
    quote:
      'I am an electrician and I am picky. Proper fusing, sensible cable sizes and a battery monitor that tells the truth. I recommend Vunked to every van builder who asks me.',
  },
  {
    name: 'Lena H.',
    title: 'Germany · October 2024',
    stars: 5,
    categories: ['vunked'],
    quote:
      'The lithium battery and solar kit turned my Crafter into an office. A whole Portuguese winter of design work, and I only thought about power when I wanted to.',
  },
  {
    name: 'Theo M.',
    title: 'USA · February 2024',
    stars: 5,
    categories: ['trelino'],
    quote:
      'I was the biggest sceptic in our bus. Eighteen months later: no smell, no drama, and I empty the solids bin about once every three weeks. I would not go back to a cassette.',
  },
  {
    name: 'Priya R.',
    title: 'USA · June 2024',
    stars: 5,
    categories: ['trelino'],
    quote:
      'Space is everything in a short bus full of pottery. The Trelino fits under a bench, needs no water and no plumbing, and the urine bottle is easy to empty at any toilet.',
  },
  {
    name: 'Hamish G.',
    title: 'UK · September 2024',
    stars: 4,
    categories: ['trelino'],
    quote:
      'Fitted it into a 1987 Westfalia, which tells you how compact it is. Took me a week to get the coco coir mix right; since then it has been completely odour-free, even in a Highland heatwave.',
  },
  {
    name: 'Camille D.',
    title: 'Canada · July 2025',
    stars: 5,
    categories: ['trelino'],
    quote:
      'With two kids in the van, a toilet that does not need a dump station changed our whole trip. The kids think the crank handle is the best part of the van.',
  },
  {
    name: 'Noa T.',
    title: 'Australia · April 2025',
    stars: 5,
    categories: ['trelino'],
    quote:
      'No water, no chemicals, nothing to freeze or spill on corrugated outback roads. The build quality is excellent and the fan is whisper quiet at night.',
  },
]

export async function seedTestimonials(ctx: SeedContext): Promise<void> {
  for (const testimonial of TESTIMONIAL_SEEDS) {
    await upsert(
      ctx,
      'testimonials',
      'testimonials',
      { and: [{ name: { equals: testimonial.name } }, { title: { equals: testimonial.title } }] },
      testimonial,
      `${testimonial.name} (${testimonial.categories.join(', ')})`,
    )
  }
}
