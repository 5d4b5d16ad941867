/**
 * Reads the setup checklist's facts (./checklist.ts) from the database, as the system: the
 * dashboard panel is shown to staff only, and it counts what exists, drafts and all.
 */
import 'server-only'

import type { Payload } from 'payload'

import type { SetupFacts } from './checklist'

export async function readSetupFacts(payload: Payload): Promise<SetupFacts> {
  const published = { _status: { equals: 'published' } } as const
  const [settings, privacyPolicy, terms, stories, articles, products, vunked, trelino] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }),
    payload.findGlobal({ slug: 'privacy-policy', depth: 0, overrideAccess: true }),
    payload.findGlobal({ slug: 'terms', depth: 0, overrideAccess: true }),
    payload.count({ collection: 'stories', where: published, overrideAccess: true }),
    payload.count({ collection: 'articles', where: published, overrideAccess: true }),
    payload.count({ collection: 'products', overrideAccess: true }),
    payload.findGlobal({ slug: 'sponsor-vunked', depth: 0, overrideAccess: true }),
    payload.findGlobal({ slug: 'sponsor-trelino', depth: 0, overrideAccess: true }),
  ])
  return {
    settings: {
      productName: settings.productName,
      tagline: settings.tagline,
      contact: settings.contact,
      socials: settings.socials,
    },
    legalSections: { privacyPolicy: privacyPolicy.sections?.length ?? 0, terms: terms.sections?.length ?? 0 },
    publishedPosts: stories.totalDocs + articles.totalDocs,
    products: products.totalDocs,
    sponsorBrands: { vunked: vunked.brandName, trelino: trelino.brandName },
  }
}
