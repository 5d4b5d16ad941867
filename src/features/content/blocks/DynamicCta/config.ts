import type { Block } from 'payload'

import { ctaFields } from '../Cta/config'
import { CTA_BUTTON_VARIANTS, FALLBACK_BUTTON_VARIANT } from './vocabulary'

/** The call to action with a choice of button style (SPEC §9 dynamic-cta). */
export const DynamicCtaBlock: Block = {
  slug: 'dynamicCta',
  interfaceName: 'DynamicCtaBlock',
  labels: { singular: 'Call to action (button style)', plural: 'Calls to action (button style)' },
  fields: [
    ...ctaFields,
    {
      name: 'variant',
      label: 'Button style',
      type: 'select',
      defaultValue: FALLBACK_BUTTON_VARIANT,
      options: CTA_BUTTON_VARIANTS.map((value) => ({ label: value, value })),
    },
  ],
}
