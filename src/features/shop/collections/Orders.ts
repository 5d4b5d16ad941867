import type { CollectionConfig } from 'payload'

import { adminOnly, staff, staffOrOwner } from '@/cms/access'

import { PRODUCT_SIZES } from './Products'

export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'refunded', 'fulfilled'] as const

/** Orders are written by the server only; members read their own. */
export const Orders: CollectionConfig = {
  slug: 'orders',
  admin: {
    useAsTitle: 'orderNumber',
    defaultColumns: ['orderNumber', 'email', 'total', 'status', 'createdAt'],
    group: 'Shop',
  },
  defaultSort: '-createdAt',
  access: { read: staffOrOwner, create: () => false, update: staff, delete: adminOnly },
  fields: [
    { name: 'orderNumber', type: 'text', required: true, unique: true, index: true },
    { name: 'member', type: 'relationship', relationTo: 'members', index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: ORDER_STATUSES.map((value) => ({ label: value, value })),
    },
    { name: 'email', type: 'email', required: true },
    {
      name: 'customer',
      type: 'group',
      fields: [
        { name: 'firstName', type: 'text', required: true },
        { name: 'lastName', type: 'text', required: true },
        { name: 'address', type: 'text', required: true },
        { name: 'city', type: 'text', required: true },
        { name: 'postalCode', type: 'text', required: true },
        { name: 'country', type: 'text', required: true, defaultValue: 'US' },
      ],
    },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'product', type: 'relationship', relationTo: 'products' },
        { name: 'productName', type: 'text', required: true },
        { name: 'size', type: 'select', options: PRODUCT_SIZES.map((size) => ({ label: size, value: size })) },
        { name: 'quantity', type: 'number', required: true, min: 1 },
        { name: 'unitPrice', type: 'number', required: true, min: 0 },
        { name: 'totalPrice', type: 'number', required: true, min: 0 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'subtotal', type: 'number', required: true, min: 0 },
        { name: 'tax', type: 'number', required: true, min: 0 },
        { name: 'total', type: 'number', required: true, min: 0 },
      ],
    },
    { name: 'paymentSessionId', type: 'text', index: true, admin: { position: 'sidebar' } },
    { name: 'paidAt', type: 'date', admin: { position: 'sidebar' } },
  ],
}
