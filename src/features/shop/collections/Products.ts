import type { CollectionConfig, NumberField } from 'payload'

import { anyone, staff } from '@/cms/access'
import { slugField } from '@/cms/fields/slug'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { searchIndexing } from '@/features/search'
import { CACHE_TAGS } from '@/lib/cache-tags'

import { PRODUCT_SIZES } from '../logic/stock'
import { PRODUCT_SEARCH_READ, productSearchDocument } from '../search-document'

export { PRODUCT_SIZES }

function stockField(name: string, label: string): NumberField {
  return { name, label, type: 'number', required: true, defaultValue: 0, min: 0, admin: { step: 1, width: '20%' } }
}

const revalidate = revalidateCollection(() => [CACHE_TAGS.products])
/** Every product is in the site's search (issue 25). */
const search = searchIndexing({
  kind: 'product',
  collection: 'products',
  drafts: false,
  ...PRODUCT_SEARCH_READ,
  toDocument: productSearchDocument,
})

/** Merch. Prices are read from here by the server at checkout, never from the browser. */
export const Products: CollectionConfig = {
  slug: 'products',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'price', 'inStock', 'featured'], group: 'Shop' },
  access: { read: anyone, create: staff, update: staff, delete: staff },
  hooks: {
    afterChange: [revalidate.afterChange, search.afterChange],
    afterDelete: [revalidate.afterDelete, search.afterDelete],
  },
  custom: search.custom,
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    slugField({ from: 'name' }),
    {
      type: 'row',
      fields: [
        { name: 'price', type: 'number', required: true, min: 0, admin: { step: 0.01 } },
        {
          name: 'originalPrice',
          type: 'number',
          min: 0,
          admin: { step: 0.01, description: 'The former price, shown struck through.' },
        },
      ],
    },
    { name: 'description', type: 'textarea', required: true, maxLength: 500 },
    { name: 'longDescription', type: 'textarea', maxLength: 4000 },
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true, required: true, minRows: 1 },
    {
      name: 'sizes',
      type: 'select',
      hasMany: true,
      options: PRODUCT_SIZES.map((size) => ({ label: size, value: size })),
    },
    {
      name: 'stock',
      type: 'group',
      admin: {
        description:
          'How many can be sold, per size (or under "One size" for a product without sizes). An order takes its items off when it is created and gives them back if it is not paid or is cancelled before shipping; the shop shows a size at 0 as out of stock.',
      },
      fields: [
        {
          type: 'row',
          fields: [...PRODUCT_SIZES.map((size) => stockField(size, size)), stockField('oneSize', 'One size')],
        },
      ],
    },
    {
      name: 'inStock',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        position: 'sidebar',
        description: 'Untick to show the product as out of stock whatever the counts say.',
      },
    },
    { name: 'featured', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
  ],
}
