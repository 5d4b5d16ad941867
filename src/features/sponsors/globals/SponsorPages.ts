import type { Field, GlobalConfig } from 'payload'

import { anyone, staff } from '@/cms/access'
import { revalidateGlobal } from '@/cms/hooks/revalidate'
import { CACHE_TAGS } from '@/lib/cache-tags'

import { TESTIMONIAL_CATEGORIES } from '../collections/Testimonials'
import { LINK_MESSAGE, validateCtaHref, validateHexColor } from '../view'

const ctaFields = (name: string): Field => ({
  name,
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', type: 'text', required: true },
        {
          name: 'href',
          type: 'text',
          required: true,
          validate: validateCtaHref,
          admin: { description: LINK_MESSAGE },
        },
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

/** SPEC "Sponsor config": one global per sponsor page (/about-vunked, /about-trelino), refreshed on save. */
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
          {
            name: 'primaryColor',
            type: 'text',
            required: true,
            validate: (value: unknown) => validateHexColor(value, { required: true }),
            admin: {
              description:
                'Hex colour, e.g. #c2410c. Buttons and highlights use it; where text would not read on it, the page adjusts it.',
            },
          },
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
          {
            name: 'backgroundColor',
            type: 'text',
            validate: (value: unknown) => validateHexColor(value),
            admin: { description: 'Hex colour of the hero; the site’s dark brown when empty.' },
          },
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
          {
            name: 'video',
            type: 'upload',
            relationTo: 'videos',
            admin: { description: 'Played by the page’s video player beside the features (optional).' },
          },
          {
            name: 'items',
            type: 'array',
            maxRows: 3,
            fields: featureItem,
            admin: { description: 'Up to three short points beside the video.' },
          },
        ],
      },
      {
        name: 'featuresGrid',
        type: 'array',
        maxRows: 6,
        fields: featureItem,
        admin: { description: 'Six points in a grid below the features (three columns on wide screens).' },
      },
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
