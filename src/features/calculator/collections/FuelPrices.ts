import type { CollectionConfig } from 'payload'

import { anyone, staff } from '@/cms/access'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { CACHE_TAGS } from '@/lib/cache-tags'

const revalidate = revalidateCollection(() => [CACHE_TAGS.fuelPrices])

/** Fuel prices per region and fuel type (SPEC table fuel_prices). */
export const FuelPrices: CollectionConfig = {
  slug: 'fuel-prices',
  admin: {
    useAsTitle: 'region',
    defaultColumns: ['region', 'fuelType', 'price', 'source', 'lastUpdated'],
    group: 'Calculator',
  },
  defaultSort: '-lastUpdated',
  access: { read: anyone, create: staff, update: staff, delete: staff },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    {
      name: 'region',
      type: 'select',
      required: true,
      index: true,
      options: ['usa', 'canada', 'uk', 'europe', 'australia'].map((value) => ({ label: value.toUpperCase(), value })),
    },
    {
      name: 'fuelType',
      type: 'select',
      required: true,
      options: [
        { label: 'Gasoline', value: 'gasoline' },
        { label: 'Diesel', value: 'diesel' },
      ],
    },
    { name: 'price', type: 'number', required: true, min: 0 },
    { name: 'unit', type: 'select', required: true, defaultValue: 'gallon', options: ['gallon', 'liter'] },
    {
      name: 'source',
      type: 'select',
      required: true,
      defaultValue: 'estimate',
      options: [
        { label: 'Live feed', value: 'live' },
        { label: 'Regional estimate', value: 'estimate' },
      ],
    },
    { name: 'lastUpdated', type: 'date', required: true, index: true },
  ],
}
