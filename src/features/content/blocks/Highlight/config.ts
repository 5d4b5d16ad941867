import type { Block } from 'payload'

import { HIGHLIGHT_ICONS, HIGHLIGHT_VARIANTS } from './vocabulary'

const label = (value: string) => value[0].toUpperCase() + value.slice(1)

/** A tinted box with an icon for tips, warnings, notes and quotes. Blank lines in the body start new paragraphs. */
export const HighlightBlock: Block = {
  slug: 'highlight',
  interfaceName: 'HighlightBlock',
  labels: { singular: 'Highlight', plural: 'Highlights' },
  fields: [
    { name: 'title', type: 'text', maxLength: 120 },
    {
      type: 'row',
      fields: [
        {
          name: 'icon',
          type: 'select',
          defaultValue: 'info',
          options: HIGHLIGHT_ICONS.map((value) => ({ label: label(value), value })),
        },
        {
          name: 'variant',
          label: 'Colour',
          type: 'select',
          defaultValue: 'default',
          options: HIGHLIGHT_VARIANTS.map((value) => ({ label: label(value), value })),
        },
      ],
    },
    { name: 'body', type: 'textarea', required: true, maxLength: 4000 },
  ],
}
