/** Brand, socials, contacts and partners (the one source of brand-specific text). */
import type { SiteSetting } from '@/payload-types'

import { type SeedContext, upsertGlobal } from './context'
import { type PartnerLogo, renderPartnerLogo } from './images'
import { ensureImage } from './media'

const PARTNERS: { kind: PartnerLogo; name: string; description: string; link: string | null }[] = [
  { kind: 'trelino', name: 'Trelino', description: 'composting toilets', link: '/about-trelino' },
  { kind: 'vunked', name: 'Vunked', description: 'van electrical systems', link: '/about-vunked' },
  { kind: 'roadside-roasters', name: 'Roadside Roasters', description: 'small-batch coffee roaster', link: null },
]

export const SITE_TEXT = {
  productName: 'Vanlife Voices',
  tagline: 'Real stories and practical guides from people who live on the road',
  description:
    'Vanlife Voices shares a new vanlifer’s story every Thursday, practical guides to life on the road and a cost-of-living calculator for vans, skoolies and everything in between.',
  footerBlurb:
    'A community for the curious, the road-tested and the van-dreaming. Every Thursday we publish one real vanlifer’s story in their own words, alongside practical guides and tools to help you plan your own life on the road.',
  socials: {
    instagram: 'https://instagram.com/vanlifevoices',
    linkedin: 'https://www.linkedin.com/company/vanlifevoices',
    youtube: 'https://www.youtube.com/@vanlifevoices',
  },
  contact: {
    generalEmail: 'hello@vanlifevoices.com',
    privacyEmail: 'privacy@vanlifevoices.com',
    storiesEmail: 'stories@vanlifevoices.com',
  },
}

export async function seedSiteSettings(ctx: SeedContext): Promise<void> {
  const logos = new Map<PartnerLogo, number>()
  for (const partner of PARTNERS) {
    logos.set(
      partner.kind,
      await ensureImage(ctx, {
        filename: `partner-${partner.kind}-logo.png`,
        alt: `${partner.name} logo`,
        render: () => renderPartnerLogo(partner.kind),
      }),
    )
  }
  const partners: NonNullable<SiteSetting['partners']> = PARTNERS.map((partner) => ({
    name: partner.name,
    logo: logos.get(partner.kind) as number,
    alt: `${partner.name}, ${partner.description}`,
    link: partner.link,
  }))
  await upsertGlobal(ctx, 'site-settings', {
    ...SITE_TEXT,
    partners,
    presentingPartner: { name: 'Vunked', logo: logos.get('vunked') as number, link: '/about-vunked' },
  })
}
