import type { CollectionConfig, NumberField } from 'payload'

import { adminOnly, nobodyField, staff, staffField, staffOrOwner } from '@/cms/access'
import { CREATED_AT_COLUMN, type CsvColumn, ID_COLUMN, selectLabels, withCsvExport } from '@/cms/export'

import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '../../logic/order-status'
import { PRODUCT_SIZES } from '../../logic/stock'
import { markShippedEndpoint } from '../../server/admin/mark-shipped-endpoint'
import { guardStatusChange } from './hooks/guardStatusChange'
import { releaseStockOnCancel } from './hooks/releaseStockOnCancel'

const MARK_SHIPPED = '/features/shop/admin/mark-shipped#MarkShipped'
const ORDER_TOTALS = '/features/shop/admin/order-totals#OrderTotals'
const ORDER_PAYMENT = '/features/shop/admin/order-payment#OrderPayment'

/** An amount in integer cents: the server writes it, nobody edits it. */
function cents(name: string, label: string): NumberField {
  return {
    name,
    label,
    type: 'number',
    required: true,
    min: 0,
    access: { update: nobodyField },
    admin: { readOnly: true, description: 'In cents.' },
  }
}

/** What the admin's CSV export writes. */
export const ORDER_COLUMNS: readonly CsvColumn[] = [
  ID_COLUMN,
  { header: 'Order number', field: 'orderNumber' },
  { header: 'Status', field: 'status', kind: 'select', labels: selectLabels(ORDER_STATUSES) },
  { header: 'Email', field: 'email' },
  { header: 'First name', field: 'customer.firstName' },
  { header: 'Last name', field: 'customer.lastName' },
  { header: 'Address', field: 'customer.address' },
  { header: 'City', field: 'customer.city' },
  { header: 'Postal code', field: 'customer.postalCode' },
  { header: 'Country', field: 'customer.country' },
  { header: 'Subtotal (USD)', field: 'subtotal', kind: 'cents' },
  { header: 'Tax (USD)', field: 'tax', kind: 'cents' },
  { header: 'Total (USD)', field: 'total', kind: 'cents' },
  { header: 'Paid at', field: 'payment.paidAt', kind: 'date' },
  { header: 'Carrier', field: 'shipment.carrier' },
  { header: 'Tracking number', field: 'shipment.trackingNumber' },
  { header: 'Shipped at', field: 'shipment.shippedAt', kind: 'date' },
  CREATED_AT_COLUMN,
]

/**
 * Orders: created by the server only (POST /api/shop/orders), from product ids, sizes and
 * quantities, with every amount looked up and computed there, in integer cents. Ids are random
 * (logic/order-number.ts), so an order's id and number cannot be guessed. Staff read and ship
 * them; a member reads their own.
 */
export const Orders: CollectionConfig = withCsvExport(
  {
    slug: 'orders',
    admin: {
      useAsTitle: 'orderNumber',
      defaultColumns: ['orderNumber', 'email', 'total', 'status', 'createdAt'],
      listSearchableFields: ['orderNumber', 'email', 'customer.lastName'],
      group: 'Shop',
      description: 'Paid orders are ready to ship: open one and use "Mark as shipped" once it is on its way.',
    },
    defaultSort: '-createdAt',
    access: { read: staffOrOwner, create: () => false, update: staff, delete: adminOnly },
    hooks: { beforeChange: [guardStatusChange], afterChange: [releaseStockOnCancel] },
    endpoints: [markShippedEndpoint],
    fields: [
      { name: 'id', type: 'text', required: true, admin: { hidden: true } },
      {
        name: 'orderNumber',
        type: 'text',
        required: true,
        unique: true,
        index: true,
        access: { update: nobodyField },
        admin: { readOnly: true },
      },
      {
        name: 'status',
        type: 'select',
        required: true,
        defaultValue: 'pending',
        index: true,
        options: ORDER_STATUSES.map((value) => ({ label: ORDER_STATUS_LABELS[value], value })),
        admin: {
          position: 'sidebar',
          description:
            'Set by the payment (pending → paid, failed or expired) and by "Mark as shipped". Cancel a paid order here after refunding it in the payment dashboard: its items go back in stock (a shipped order\'s do not).',
        },
      },
      {
        name: 'shipAction',
        type: 'ui',
        admin: { position: 'sidebar', components: { Field: MARK_SHIPPED } },
      },
      {
        name: 'member',
        type: 'relationship',
        relationTo: 'members',
        index: true,
        access: { update: nobodyField },
        admin: { position: 'sidebar', readOnly: true },
      },
      { name: 'email', type: 'email', required: true, index: true, access: { update: nobodyField } },
      {
        name: 'customer',
        type: 'group',
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'firstName', type: 'text', required: true },
              { name: 'lastName', type: 'text', required: true },
            ],
          },
          { name: 'address', type: 'text', required: true },
          {
            type: 'row',
            fields: [
              { name: 'city', type: 'text', required: true },
              { name: 'postalCode', type: 'text', required: true },
              { name: 'country', type: 'text', required: true, defaultValue: 'US' },
            ],
          },
        ],
      },
      {
        name: 'items',
        type: 'array',
        required: true,
        minRows: 1,
        access: { update: nobodyField },
        admin: { readOnly: true },
        fields: [
          { name: 'product', type: 'relationship', relationTo: 'products' },
          { name: 'productName', type: 'text', required: true },
          { name: 'productSlug', type: 'text' },
          { name: 'imageUrl', type: 'text', admin: { hidden: true } },
          { name: 'imageAlt', type: 'text', admin: { hidden: true } },
          { name: 'size', type: 'select', options: PRODUCT_SIZES.map((size) => ({ label: size, value: size })) },
          { name: 'quantity', type: 'number', required: true, min: 1 },
          cents('unitPrice', 'Unit price'),
          cents('totalPrice', 'Line total'),
        ],
      },
      { name: 'totals', type: 'ui', admin: { components: { Field: ORDER_TOTALS } } },
      {
        type: 'row',
        fields: [
          cents('subtotal', 'Subtotal'),
          cents('shipping', 'Shipping'),
          cents('tax', 'Tax'),
          cents('total', 'Total'),
        ],
      },
      {
        name: 'payment',
        type: 'group',
        // Payload 3.90 draws none of this named group's fields (payloadcms/payload#17812): hidden,
        // and shown read-only by the `paymentDetails` UI field below.
        admin: { hidden: true },
        fields: [
          {
            name: 'provider',
            type: 'select',
            access: { update: nobodyField },
            admin: { readOnly: true },
            options: [
              { label: 'Stripe', value: 'stripe' },
              { label: 'Checkout simulator', value: 'simulator' },
            ],
          },
          { name: 'sessionId', type: 'text', index: true, access: { update: nobodyField }, admin: { readOnly: true } },
          { name: 'transactionId', type: 'text', access: { update: nobodyField }, admin: { readOnly: true } },
          {
            name: 'paidAt',
            type: 'date',
            access: { update: nobodyField },
            admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
          },
          { name: 'failureReason', type: 'text', access: { update: nobodyField }, admin: { readOnly: true } },
        ],
      },
      { name: 'paymentDetails', type: 'ui', admin: { components: { Field: ORDER_PAYMENT } } },
      {
        name: 'shipment',
        type: 'group',
        // Filled in by "Mark as shipped", which shows it in the sidebar (this group's fields are not
        // drawn by Payload 3.90, payloadcms/payload#17812).
        admin: { hidden: true },
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'carrier', type: 'text', maxLength: 60, access: { update: staffField } },
              { name: 'trackingNumber', type: 'text', maxLength: 60, access: { update: staffField } },
            ],
          },
          { name: 'trackingUrl', type: 'text', maxLength: 500, access: { update: staffField } },
          {
            name: 'shippedAt',
            type: 'date',
            access: { update: staffField },
            admin: { date: { pickerAppearance: 'dayAndTime' } },
          },
        ],
      },
      {
        name: 'expiresAt',
        type: 'date',
        index: true,
        access: { update: nobodyField },
        admin: {
          position: 'sidebar',
          readOnly: true,
          description: 'A pending order not paid by then is marked expired and later removed.',
        },
      },
      {
        name: 'stockReserved',
        type: 'checkbox',
        defaultValue: false,
        access: { update: nobodyField },
        admin: {
          position: 'sidebar',
          readOnly: true,
          description:
            'Its items are off the shelf on its account: set when the order is created, given back once if it expires, fails or is cancelled before shipping.',
        },
      },
      {
        name: 'stockNote',
        type: 'text',
        access: { update: nobodyField },
        admin: { position: 'sidebar', readOnly: true, condition: (data) => Boolean(data?.stockNote) },
      },
    ],
  },
  ORDER_COLUMNS,
)
