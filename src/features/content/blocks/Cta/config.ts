import type { Block, Field } from 'payload'

import { CTA_BACKGROUNDS, CTA_DEFAULTS } from './vocabulary'

/** The options cta and dynamic-cta share (SPEC §9); empty ones fall back to the SPEC defaults. */
export const ctaFields: Field[] = [
  {
    name: 'badgeText',
    type: 'text',
    maxLength: 40,
    admin: { description: 'Small label above the heading, e.g. NEW.' },
  },
  { name: 'heading', type: 'text', maxLength: 120, admin: { placeholder: CTA_DEFAULTS.heading } },
  { name: 'subheading', type: 'text', maxLength: 240, admin: { placeholder: CTA_DEFAULTS.subheading } },
  {
    type: 'row',
    fields: [
      { name: 'buttonText', type: 'text', maxLength: 60, admin: { placeholder: CTA_DEFAULTS.buttonText } },
      {
        name: 'buttonHref',
        type: 'text',
        maxLength: 500,
        admin: { placeholder: CTA_DEFAULTS.buttonHref, description: 'A site path (/stories) or a full https:// URL.' },
      },
    ],
  },
  {
    name: 'background',
    type: 'select',
    defaultValue: 'mocha',
    options: CTA_BACKGROUNDS.map((value) => ({ label: value[0].toUpperCase() + value.slice(1), value })),
  },
]

/** Call to action with a heading, a sub-line and one button. */
export const CtaBlock: Block = {
  slug: 'cta',
  interfaceName: 'CtaBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: ctaFields,
}
