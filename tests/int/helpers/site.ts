import type { Payload } from 'payload'

/**
 * Gives site settings a team address (contact.generalEmail) when the test database has none yet,
 * so team notices are queued; answers the address in effect.
 */
export async function ensureTeamEmail(payload: Payload, fallback = 'team@int.test'): Promise<string> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  if (settings.contact?.generalEmail) return settings.contact.generalEmail
  await payload.updateGlobal({
    slug: 'site-settings',
    data: {
      productName: settings.productName || 'Vanlife Voices',
      tagline: settings.tagline || 'Stories from the road',
      description: settings.description || 'Real stories from the road.',
      footerBlurb: settings.footerBlurb || 'Real stories from the road.',
      contact: {
        generalEmail: fallback,
        privacyEmail: settings.contact?.privacyEmail || 'privacy@int.test',
        storiesEmail: settings.contact?.storiesEmail || 'stories@int.test',
      },
    },
    overrideAccess: true,
  })
  return fallback
}
