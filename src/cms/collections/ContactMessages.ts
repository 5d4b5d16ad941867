import type { CollectionConfig } from 'payload'

import { adminOnly, staff } from '../access'

/** Contact form messages; written by the server, read by staff only. */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'email', 'createdAt'], group: 'Audience' },
  defaultSort: '-createdAt',
  access: { read: staff, create: () => false, update: staff, delete: adminOnly },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'email', type: 'email', required: true },
    { name: 'message', type: 'textarea', required: true, maxLength: 5000 },
    { name: 'subscribeToNewsletter', type: 'checkbox', defaultValue: false },
  ],
}
