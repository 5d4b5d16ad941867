import type { CollectionConfig } from 'payload'

import { adminOnly, staff, staffOrOwner } from '@/cms/access'

import { REGION_LABELS, type RegionKey } from '../logic/regions'

/** The currencies a summary can be in (SPEC §9: logic/regions.ts currencyFor). */
export const SUMMARY_CURRENCIES = ['USD', 'GBP', 'EUR'] as const

const inCurrency = 'In the currency of the summary (e.g. 1234.5 is $1,234.50), computed by the server.'

/**
 * Calculator results a visitor emailed to themselves (SPEC §3 "Cost summary", §7 send-cost-summary),
 * written only by POST /api/forms/cost-summary (src/features/calculator/server): the server
 * recomputes every amount from the inputs, so nothing here is what a browser claimed. The three
 * totals are in currency units for the admin list; `breakdown` holds every line in cents.
 */
export const CostSummaries: CollectionConfig = {
  slug: 'cost-summaries',
  labels: { singular: 'Cost summary', plural: 'Cost summaries' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'selectedCountry', 'totalMonthlyCost', 'currency', 'createdAt'],
    listSearchableFields: ['email', 'userName'],
    group: 'Audience',
    description: 'Monthly cost summaries visitors had emailed to themselves from the calculator.',
  },
  defaultSort: '-createdAt',
  access: { read: staffOrOwner, create: () => false, update: staff, delete: adminOnly },
  fields: [
    {
      name: 'member',
      type: 'relationship',
      relationTo: 'members',
      index: true,
      admin: { readOnly: true, description: 'The account that was signed in when it was sent, if any.' },
    },
    { name: 'userName', label: 'Name', type: 'text', required: true, maxLength: 120 },
    { name: 'email', type: 'email', required: true, index: true },
    {
      type: 'row',
      fields: [
        {
          name: 'selectedCountry',
          label: 'Region',
          type: 'select',
          required: true,
          // The order the table was created with (a PostgreSQL enum), not REGIONS' order.
          options: (['usa', 'canada', 'uk', 'europe', 'australia'] as const satisfies readonly RegionKey[]).map(
            (value) => ({ label: REGION_LABELS[value], value }),
          ),
          admin: { readOnly: true },
        },
        {
          name: 'currency',
          type: 'select',
          required: true,
          defaultValue: 'USD',
          options: [...SUMMARY_CURRENCIES],
          admin: { readOnly: true },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'subtotalCost',
          label: 'Monthly subtotal',
          type: 'number',
          required: true,
          min: 0,
          admin: { readOnly: true, description: inCurrency },
        },
        {
          name: 'totalMonthlyCost',
          label: 'Monthly total',
          type: 'number',
          required: true,
          min: 0,
          admin: { readOnly: true, description: `Subtotal plus contingency. ${inCurrency}` },
        },
        {
          name: 'onceOffCosts',
          label: 'Once-off costs',
          type: 'number',
          defaultValue: 0,
          min: 0,
          admin: { readOnly: true, description: inCurrency },
        },
      ],
    },
    {
      name: 'inputs',
      type: 'json',
      admin: { readOnly: true, description: 'What the visitor entered, as the calculator page sent it.' },
    },
    {
      name: 'breakdown',
      type: 'json',
      admin: {
        readOnly: true,
        description:
          'Every line, section total and total as computed by the server, in cents (1250 is 12.50), with the currency and the fuel price used.',
      },
    },
    /** sha256 of the email, region and inputs (guard.ts submissionFingerprint), for duplicate detection. */
    { name: 'fingerprint', type: 'text', index: true, maxLength: 64, admin: { hidden: true } },
  ],
}
