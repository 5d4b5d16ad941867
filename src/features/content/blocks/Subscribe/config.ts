import type { Block } from 'payload'

/** "Join the {product} community" with a Join Now button opening the subscribe dialog. No options. */
export const SubscribeBlock: Block = {
  slug: 'subscribe',
  interfaceName: 'SubscribeBlock',
  labels: { singular: 'Newsletter signup', plural: 'Newsletter signups' },
  fields: [],
}
