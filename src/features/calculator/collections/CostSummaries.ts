import type { CollectionConfig } from 'payload'

import { adminOnly, staff, staffOrOwner } from '@/cms/access'

/** Calculator results a visitor emailed to themselves. Totals are computed on the server. */
export const CostSummaries: CollectionConfig = {
  slug: 'cost-summaries',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'selectedCountry', 'totalMonthlyCost', 'createdAt'],
    group: 'Audience',
  },
  defaultSort: '-createdAt',
  access: { read: staffOrOwner, create: () => false, update: staff, delete: adminOnly },
  fields: [
    { name: 'member', type: 'relationship', relationTo: 'members', index: true },
    { name: 'userName', type: 'text', required: true, maxLength: 120 },
    { name: 'email', type: 'email', required: true },
    {
      name: 'selectedCountry',
      type: 'select',
      required: true,
      options: ['usa', 'canada', 'uk', 'europe', 'australia'].map((value) => ({ label: value.toUpperCase(), value })),
    },
    { name: 'inputs', type: 'json', admin: { description: 'What the visitor entered.' } },
    { name: 'breakdown', type: 'json', admin: { description: 'Costs per section, as computed by the server.' } },
    {
      type: 'row',
      fields: [
        { name: 'subtotalCost', type: 'number', required: true, min: 0 },
        { name: 'totalMonthlyCost', type: 'number', required: true, min: 0 },
        { name: 'onceOffCosts', type: 'number', defaultValue: 0, min: 0 },
      ],
    },
  ],
}
