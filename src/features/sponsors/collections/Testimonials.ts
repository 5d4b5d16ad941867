import type { CollectionConfig } from 'payload'

import { anyone, staff } from '@/cms/access'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { CACHE_TAGS } from '@/lib/cache-tags'

export const TESTIMONIAL_CATEGORIES = ['vunked', 'trelino'] as const

const revalidate = revalidateCollection(() => [CACHE_TAGS.testimonials])

/** Quotes shown on the sponsor pages (at most 3 per page, filtered by category: ../testimonials.ts). */
export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'title', 'stars', 'categories'],
    group: 'Partners',
    description: 'Each sponsor page shows the three best rated of its category, the newest first among equals.',
  },
  access: { read: anyone, create: staff, update: staff, delete: staff },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    { name: 'quote', type: 'textarea', required: true, maxLength: 1000 },
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    {
      name: 'title',
      type: 'text',
      maxLength: 120,
      admin: { description: 'Country and date, e.g. "Canada · March 2024".' },
    },
    { name: 'stars', type: 'number', required: true, defaultValue: 5, min: 1, max: 5 },
    {
      name: 'categories',
      type: 'select',
      hasMany: true,
      required: true,
      options: TESTIMONIAL_CATEGORIES.map((value) => ({ label: value[0].toUpperCase() + value.slice(1), value })),
    },
  ],
}
