import type { ArrayField } from 'payload'

export const SOCIAL_PLATFORMS = ['Instagram', 'YouTube', 'TikTok', 'Facebook', 'LinkedIn', 'Website', 'X'] as const

export const httpsUrl = (value: string | null | undefined): true | string =>
  !value || /^https?:\/\/\S+$/.test(value) ? true : 'Enter a full address starting with https://'

export const socialLinksField: ArrayField = {
  name: 'socialLinks',
  type: 'array',
  maxRows: 10,
  labels: { singular: 'Social link', plural: 'Social links' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'platform',
          type: 'select',
          required: true,
          options: SOCIAL_PLATFORMS.map((platform) => ({ label: platform, value: platform })),
        },
        { name: 'url', type: 'text', required: true, validate: httpsUrl },
      ],
    },
  ],
}
