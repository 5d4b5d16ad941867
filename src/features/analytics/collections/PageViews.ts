import type { CollectionConfig } from 'payload'

import { adminOnly, staff } from '@/cms/access'

import { reportCsvEndpoint } from '../report/endpoint'
import { PAGE_VIEWS_SLUG } from '../report/paths'

/** Cookie-less page views: path, referring host and time; nothing that identifies a person. */
export const PageViews: CollectionConfig = {
  slug: PAGE_VIEWS_SLUG,
  labels: { singular: 'Recorded view', plural: 'Page view log' },
  admin: {
    useAsTitle: 'path',
    defaultColumns: ['path', 'referrerHost', 'createdAt'],
    group: 'Admin',
    description:
      'Every view of a page as it was recorded. Reports › Page views counts them per day, page and referring site.',
  },
  defaultSort: '-createdAt',
  access: { read: staff, create: () => false, update: () => false, delete: adminOnly },
  endpoints: [reportCsvEndpoint],
  fields: [
    { name: 'path', type: 'text', required: true, index: true, maxLength: 512 },
    { name: 'referrerHost', type: 'text', maxLength: 255 },
  ],
}
