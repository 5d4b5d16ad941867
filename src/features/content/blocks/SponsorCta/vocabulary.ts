/** The sponsor-cta block's partner (SPEC §9): fixed text, so its only data is the partner link. Pure and client-safe. */

export type SponsorLink = { name: string; href: string }

/** What the block reads of the site settings' "Presenting partner". */
export type PresentingPartnerSite = { presentingPartner: { name: string; link: string | null } | null }

/** The sponsor call-to-action's partner: the presenting partner, if it has a link. */
export function sponsorFromSite(site: PresentingPartnerSite): SponsorLink | null {
  const partner = site.presentingPartner
  return partner?.link && partner.name ? { name: partner.name, href: partner.link } : null
}
