/**
 * Idempotent demo content: run it any number of times; the second run creates nothing.
 * Documents are upserted by their natural key (slug, author key, region + fuel type,
 * testimonial name + title), media and videos by filename, and globals are overwritten.
 */
import type { Payload } from 'payload'

import { seedArticles } from './articles'
import { seedAuthors } from './authors'
import { emptySummary, type SeedContext, type SeedSummary } from './context'
import { seedCostData } from './costData'
import { seedFuelPrices } from './fuelPrices'
import { seedLegal } from './legal'
import { seedProducts } from './products'
import { seedSiteSettings } from './siteSettings'
import { seedSponsorPages } from './sponsorPages'
import { seedStories } from './stories'
import { seedTestimonials } from './testimonials'
import { seedVanlifePage } from './vanlifePage'
import { seedVideos } from './videos'

export type { SeedCounts, SeedKind, SeedSummary } from './context'
export { SEED_KINDS } from './context'

export interface SeedOptions {
  /** Receives one line per document created, updated or left unchanged. */
  log?: (line: string) => void
}

export async function seedDemoContent(payload: Payload, options: SeedOptions = {}): Promise<SeedSummary> {
  const ctx: SeedContext = {
    payload,
    log: options.log ?? (() => {}),
    summary: emptySummary(),
    mediaIds: new Map(),
  }
  await seedSiteSettings(ctx)
  await seedLegal(ctx)
  const authorId = await seedAuthors(ctx)
  const videos = await seedVideos(ctx)
  await seedStories(ctx)
  await seedArticles(ctx, authorId, videos)
  await seedProducts(ctx)
  await seedTestimonials(ctx)
  await seedFuelPrices(ctx)
  await seedCostData(ctx)
  await seedSponsorPages(ctx, videos)
  await seedVanlifePage(ctx)
  return ctx.summary
}

/** One line per kind, e.g. "stories: 13 created, 0 updated, 0 unchanged". */
export function formatSeedSummary(summary: SeedSummary): string {
  return Object.entries(summary)
    .map(([kind, c]) => `${kind}: ${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged`)
    .join('\n')
}
