import type { Field, GlobalConfig } from 'payload'

import { anyone, staff } from '@/cms/access'
import { revalidateGlobal } from '@/cms/hooks/revalidate'
import { CACHE_TAGS } from '@/lib/cache-tags'

import { TESTIMONIAL_CATEGORIES } from '../collections/Testimonials'

const ctaFields = (name: string): Field => ({
  name,
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', type: 'text', required: true },
        { name: 'href', type: 'text', required: true },
      ],
    },
  ],
})

const featureItem: Field[] = [
  { name: 'title', type: 'text', required: true },
  { name: 'description', type: 'textarea', required: true },
  {
    name: 'icon',
    type: 'select',
    defaultValue: 'zap',
    options: ['zap', 'sun', 'battery', 'leaf', 'droplet', 'shield', 'wrench', 'heart', 'map', 'sparkles'],
  },
]

/** SPEC "Sponsor config": one global per sponsor page. */
function sponsorPageGlobal(slug: 'sponsor-vunked' | 'sponsor-trelino', label: string): GlobalConfig {
  return {
    slug,
    label,
    admin: { group: 'Partners' },
    access: { read: anyone, update: staff },
    hooks: { afterChange: [revalidateGlobal([CACHE_TAGS.sponsors])] },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'brandName', type: 'text', required: true },
          { name: 'primaryColor', type: 'text', required: true, admin: { description: 'Hex colour, e.g. #c2410c' } },
        ],
      },
      {
        name: 'hero',
        type: 'group',
        fields: [
          { name: 'title', type: 'text', required: true },
          { name: 'highlightText', type: 'text' },
          { name: 'description', type: 'textarea', required: true },
          { name: 'heroImage', type: 'upload', relationTo: 'media' },
          { name: 'heroImageAlt', type: 'text' },
          { name: 'backgroundColor', type: 'text' },
          ctaFields('primaryCTA'),
          ctaFields('secondaryCTA'),
        ],
      },
      {
        name: 'features',
        type: 'group',
        fields: [
          { name: 'heading', type: 'text', required: true },
          { name: 'description', type: 'textarea' },
          { name: 'videoUrl', type: 'text' },
          { name: 'items', type: 'array', maxRows: 6, fields: featureItem },
        ],
      },
      { name: 'featuresGrid', type: 'array', maxRows: 6, fields: featureItem },
      {
        name: 'testimonialCategory',
        type: 'select',
        required: true,
        options: TESTIMONIAL_CATEGORIES.map((value) => ({ label: value, value })),
      },
      {
        name: 'cta',
        type: 'group',
        fields: [
          { name: 'heading', type: 'text', required: true },
          { name: 'description', type: 'textarea' },
          ctaFields('button'),
        ],
      },
      {
        name: 'seo',
        type: 'group',
        fields: [
          { name: 'title', type: 'text' },
          { name: 'description', type: 'textarea' },
        ],
      },
    ],
  }
}

export const SponsorVunked = sponsorPageGlobal('sponsor-vunked', 'Vunked page')
export const SponsorTrelino = sponsorPageGlobal('sponsor-trelino', 'Trelino page')
