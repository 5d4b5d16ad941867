import type { GlobalConfig } from 'payload'

import { anyone, staff } from '@/cms/access'
import { revalidateGlobal } from '@/cms/hooks/revalidate'
import { CACHE_TAGS } from '@/lib/cache-tags'

const placeholdersHelp =
  'Paragraphs are separated by a blank line; lines starting with "- " become a list. ' +
  '{product}, {privacyEmail} and {contactEmail} are replaced with the values from Site settings.'

function legalGlobal(slug: 'privacy-policy' | 'terms' | 'accessibility-statement', label: string): GlobalConfig {
  return {
    slug,
    label,
    admin: { group: 'Settings' },
    access: { read: anyone, update: staff },
    hooks: { afterChange: [revalidateGlobal([CACHE_TAGS.legal])] },
    fields: [
      { name: 'title', type: 'text', required: true },
      { name: 'effectiveDate', type: 'date', required: true },
      { name: 'intro', type: 'textarea', admin: { description: placeholdersHelp } },
      {
        name: 'sections',
        type: 'array',
        required: true,
        minRows: 1,
        admin: { description: 'Numbered in this order.' },
        fields: [
          { name: 'heading', type: 'text', required: true },
          { name: 'body', type: 'textarea', required: true, admin: { description: placeholdersHelp } },
        ],
      },
    ],
  }
}

export const PrivacyPolicy = legalGlobal('privacy-policy', 'Privacy Policy')
export const Terms = legalGlobal('terms', 'Terms of Service')
/** The accessibility statement at /accessibility (WCAG 2.2 AA, European Accessibility Act). */
export const AccessibilityStatement = legalGlobal('accessibility-statement', 'Accessibility Statement')
