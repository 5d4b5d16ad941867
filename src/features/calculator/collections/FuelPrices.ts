import type { CollectionConfig } from 'payload'

import { anyone, staff } from '@/cms/access'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { CACHE_TAGS } from '@/lib/cache-tags'

import { refreshFuelPricesEndpoint } from '../fuel-prices/endpoint'
import { announceFuelPriceDeleted, announceFuelPriceSaved } from '../fuel-prices/hooks'

const revalidate = revalidateCollection(() => [CACHE_TAGS.fuelPrices])

/** "Refresh fuel prices now" above the list (POST /api/fuel-prices/refresh). */
const REFRESH_BUTTON = '/features/calculator/admin/refresh-fuel-prices-button#RefreshFuelPricesButton'

/**
 * Fuel prices per region and fuel type (SPEC table fuel_prices). Live US and UK prices come from
 * the refresh (../fuel-prices/refresh.ts); every change reaches the open pages' live stream.
 */
export const FuelPrices: CollectionConfig = {
  slug: 'fuel-prices',
  admin: {
    useAsTitle: 'region',
    defaultColumns: ['region', 'fuelType', 'price', 'source', 'lastUpdated'],
    group: 'Calculator',
    components: { beforeListTable: [REFRESH_BUTTON] },
  },
  defaultSort: '-lastUpdated',
  access: { read: anyone, create: staff, update: staff, delete: staff },
  hooks: {
    afterChange: [revalidate.afterChange, announceFuelPriceSaved],
    afterDelete: [revalidate.afterDelete, announceFuelPriceDeleted],
  },
  endpoints: [refreshFuelPricesEndpoint],
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
