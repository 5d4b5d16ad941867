import type { CollectionConfig } from 'payload'

import { adminOnly, staff } from '@/cms/access'

/** Cookie-less page views: path, referring host and time; nothing that identifies a person. */
export const PageViews: CollectionConfig = {
  slug: 'page-views',
  admin: { useAsTitle: 'path', defaultColumns: ['path', 'referrerHost', 'createdAt'], group: 'Admin' },
  defaultSort: '-createdAt',
  access: { read: staff, create: () => false, update: () => false, delete: adminOnly },
  fields: [
    { name: 'path', type: 'text', required: true, index: true, maxLength: 512 },
    { name: 'referrerHost', type: 'text', maxLength: 255 },
  ],
}
