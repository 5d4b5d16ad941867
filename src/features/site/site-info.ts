/**
 * The site settings global, normalised for rendering: every value present, empty strings
 * instead of nulls, images resolved. Pure, so it works with settings that could not be read
 * (null) and with a fresh database where only field defaults exist.
 */
import { type SiteImage, toSiteImage } from '@/lib/media'
import type { SiteSetting } from '@/payload-types'

/** Used only when the setting is empty (fresh database, failed read). */
export const FALLBACK_PRODUCT_NAME = 'Vanlife Community'
export const FALLBACK_DESCRIPTION = 'Real stories, practical guides and tools from people who live on the road.'

export type SitePartner = {
  name: string
  alt: string
  logo: SiteImage | null
  /** A site path, an absolute URL, or null for a partner without a page. */
  link: string | null
}

export type SiteInfo = {
  productName: string
  tagline: string
  description: string
  footerBlurb: string
  socials: { instagram: string | null; linkedin: string | null; youtube: string | null }
  contact: { generalEmail: string | null; privacyEmail: string | null; storiesEmail: string | null }
  partners: SitePartner[]
  presentingPartner: { name: string; logo: SiteImage | null; link: string | null } | null
}

const text = (value: string | null | undefined): string => value?.trim() ?? ''
const orNull = (value: string | null | undefined): string | null => value?.trim() || null

export function toSiteInfo(settings: SiteSetting | null | undefined): SiteInfo {
  const s = settings ?? undefined
  const productName = text(s?.productName) || FALLBACK_PRODUCT_NAME
  const partners: SitePartner[] = (s?.partners ?? []).map((partner) => ({
    name: text(partner.name),
    alt: text(partner.alt) || text(partner.name),
    logo: toSiteImage(partner.logo, undefined, text(partner.alt) || text(partner.name)),
    link: orNull(partner.link),
  }))
  const presenting = s?.presentingPartner
  return {
    productName,
    tagline: text(s?.tagline),
    description: text(s?.description) || FALLBACK_DESCRIPTION,
    footerBlurb: text(s?.footerBlurb) || text(s?.description) || FALLBACK_DESCRIPTION,
    socials: {
      instagram: orNull(s?.socials?.instagram),
      linkedin: orNull(s?.socials?.linkedin),
      youtube: orNull(s?.socials?.youtube),
    },
    contact: {
      generalEmail: orNull(s?.contact?.generalEmail),
      privacyEmail: orNull(s?.contact?.privacyEmail),
      storiesEmail: orNull(s?.contact?.storiesEmail),
    },
    partners: partners.filter((partner) => partner.name && partner.logo),
    presentingPartner:
      presenting?.name || presenting?.logo
        ? {
            name: text(presenting.name),
            logo: toSiteImage(presenting.logo, undefined, text(presenting.name)),
            link: orNull(presenting.link),
          }
        : null,
  }
}
