import type { CollectionConfig } from 'payload'

import { adminOnly, staff } from '@/cms/access'

import { SEARCH_LOG_TERM_MAX } from './buffer'
import { SEARCH_LOG_SLUG } from './paths'

/**
 * What visitors searched for, counted per day (UTC) and normalised query: how many searches and
 * how many found nothing. No address, no visitor, no time of day (issue 25 point 6). Written only
 * by the search endpoint's batches (./server.ts); Reports › Searches shows it.
 */
export const SearchQueries: CollectionConfig = {
  slug: SEARCH_LOG_SLUG,
  labels: { singular: 'Search count', plural: 'Search counts' },
  admin: {
    useAsTitle: 'term',
    defaultColumns: ['day', 'term', 'searches', 'misses'],
    group: 'Admin',
    description: 'Searches per day and query, counted without personal data. Reports › Searches sums them up.',
  },
  defaultSort: '-day',
  access: { read: staff, create: () => false, update: () => false, delete: adminOnly },
  // One row per day and query: the batches add to it (INSERT … ON CONFLICT DO UPDATE).
  indexes: [{ fields: ['day', 'term'], unique: true }],
  fields: [
    {
      name: 'day',
      type: 'text',
      required: true,
      index: true,
      maxLength: 10,
      admin: { description: 'YYYY-MM-DD, UTC' },
    },
    { name: 'term', label: 'Query', type: 'text', required: true, maxLength: SEARCH_LOG_TERM_MAX },
    { name: 'searches', type: 'number', required: true, defaultValue: 0, min: 0 },
    { name: 'misses', label: 'Found nothing', type: 'number', required: true, defaultValue: 0, min: 0 },
  ],
}
