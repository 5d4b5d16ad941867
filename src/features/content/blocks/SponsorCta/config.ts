import type { Block } from 'payload'

/** Fixed call to action for the presenting partner's tool (Site settings → Presenting partner). No options. */
export const SponsorCtaBlock: Block = {
  slug: 'sponsorCta',
  interfaceName: 'SponsorCtaBlock',
  labels: { singular: 'Sponsor call to action', plural: 'Sponsor calls to action' },
  fields: [],
}
