import type { GlobalConfig } from 'payload'

import { anyone, staff } from '@/cms/access'
import { httpsUrl } from '@/cms/fields/socialLinks'
import { revalidateGlobal } from '@/cms/hooks/revalidate'
import { CACHE_TAGS } from '@/lib/cache-tags'

/** Brand, socials, partners and contact addresses: the one source of brand-specific text. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  admin: { group: 'Settings' },
  access: { read: anyone, update: staff },
  hooks: { afterChange: [revalidateGlobal([CACHE_TAGS.siteSettings, CACHE_TAGS.legal])] },
  fields: [
    { name: 'productName', type: 'text', required: true, defaultValue: 'Vanlife Community', maxLength: 60 },
    { name: 'tagline', type: 'text', required: true, maxLength: 160 },
    {
      name: 'description',
      type: 'textarea',
      required: true,
      maxLength: 320,
      admin: { description: 'Default page description for search engines and sharing.' },
    },
    { name: 'footerBlurb', type: 'textarea', required: true, maxLength: 400 },
    {
      name: 'socials',
      type: 'group',
      fields: [
        { name: 'instagram', type: 'text', validate: httpsUrl },
        { name: 'linkedin', type: 'text', validate: httpsUrl },
        { name: 'youtube', type: 'text', validate: httpsUrl },
      ],
    },
    {
      name: 'contact',
      type: 'group',
      fields: [
        { name: 'generalEmail', type: 'email', required: true },
        { name: 'privacyEmail', type: 'email', required: true },
        { name: 'storiesEmail', type: 'email', required: true },
      ],
    },
    {
      name: 'partners',
      type: 'array',
      maxRows: 8,
      admin: {
        description: 'Shown in the partners strip, in this order. Leave the link empty for a partner without a page.',
      },
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'logo', type: 'upload', relationTo: 'media', required: true },
        { name: 'alt', type: 'text', required: true },
        { name: 'link', type: 'text', admin: { description: 'A site path such as /about-trelino, or a full URL.' } },
      ],
    },
    {
      name: 'presentingPartner',
      type: 'group',
      admin: { description: 'The "Presented by" partner on the home page.' },
      fields: [
        { name: 'name', type: 'text' },
        { name: 'logo', type: 'upload', relationTo: 'media' },
        { name: 'link', type: 'text' },
      ],
    },
  ],
}
