import type { CollectionConfig } from 'payload'

import { adminOnly, staff } from '@/cms/access'

/**
 * The checkout simulator's sessions (the embedded default when Stripe is not configured:
 * src/integrations/stripe/simulator). Stored here so every instance sees the same session, as
 * Stripe keeps its own. Written by the server only.
 */
export const PaymentSimulations: CollectionConfig = {
  slug: 'payment-simulations',
  labels: { singular: 'Simulated checkout', plural: 'Simulated checkouts' },
  admin: {
    group: 'Shop',
    useAsTitle: 'sessionId',
    defaultColumns: ['sessionId', 'orderId', 'status', 'createdAt'],
    description: 'Payment pages of the built-in checkout simulator (used while Stripe keys are not set).',
  },
  defaultSort: '-createdAt',
  access: { read: staff, create: () => false, update: () => false, delete: adminOnly },
  fields: [
    { name: 'sessionId', type: 'text', required: true, unique: true, index: true },
    { name: 'idempotencyKey', type: 'text', required: true, unique: true, index: true },
    { name: 'orderId', type: 'text', required: true, index: true },
    { name: 'status', type: 'text', required: true },
    { name: 'session', type: 'json', required: true },
  ],
}

/** Payment events already processed (each provider event id once): the webhook's replay guard. */
export const PaymentEvents: CollectionConfig = {
  slug: 'payment-events',
  labels: { singular: 'Payment event', plural: 'Payment events' },
  admin: {
    group: 'Shop',
    useAsTitle: 'eventId',
    defaultColumns: ['eventId', 'type', 'orderId', 'outcome', 'createdAt'],
    description: 'Every payment event the shop has processed, once each.',
  },
  defaultSort: '-createdAt',
  access: { read: staff, create: () => false, update: () => false, delete: adminOnly },
  fields: [
    { name: 'eventId', type: 'text', required: true, unique: true, index: true },
    { name: 'type', type: 'text', required: true },
    { name: 'orderId', type: 'text', index: true },
    { name: 'outcome', type: 'text' },
  ],
}
