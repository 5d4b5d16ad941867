/** Shared plumbing for the seed modules: the summary, Local API options and upserts. */
import type {
  CollectionSlug,
  DataFromGlobalSlug,
  GlobalSlug,
  Payload,
  RequiredDataFromCollectionSlug,
  Where,
} from 'payload'

export const SEED_KINDS = [
  'media',
  'videos',
  'authors',
  'stories',
  'articles',
  'products',
  'testimonials',
  'fuelPrices',
  'globals',
] as const
export type SeedKind = (typeof SEED_KINDS)[number]

export interface SeedCounts {
  created: number
  updated: number
  /** Found and already identical (only tracked where comparing is cheap: media, videos). */
  unchanged: number
}

export type SeedSummary = Record<SeedKind, SeedCounts>

export interface SeedContext {
  payload: Payload
  log: (line: string) => void
  summary: SeedSummary
  /** Media ids by requested filename, so one image is looked up once per run. */
  mediaIds: Map<string, number>
}

/** Every Local API call of the seed: full access, and no cache revalidation from hooks. */
export const LOCAL = { overrideAccess: true, context: { disableRevalidate: true } } as const

export function emptySummary(): SeedSummary {
  return Object.fromEntries(SEED_KINDS.map((kind) => [kind, { created: 0, updated: 0, unchanged: 0 }])) as SeedSummary
}

export function count(ctx: SeedContext, kind: SeedKind, action: keyof SeedCounts, label: string): void {
  ctx.summary[kind][action] += 1
  ctx.log(`${kind}: ${action} ${label}`)
}

/**
 * Creates the document matching `where`, or overwrites the first match with `data`.
 * Versioned collections are saved as published documents (no draft).
 */
export async function upsert<S extends CollectionSlug>(
  ctx: SeedContext,
  kind: SeedKind,
  collection: S,
  where: Where,
  data: RequiredDataFromCollectionSlug<S>,
  label: string,
): Promise<number> {
  const { payload } = ctx
  const found = await payload.find({ collection, where, limit: 1, depth: 0, pagination: false, ...LOCAL })
  const existing = found.docs[0] as { id: number } | undefined
  if (existing) {
    await payload.update({ collection, id: existing.id, data: data as never, depth: 0, draft: false, ...LOCAL })
    count(ctx, kind, 'updated', label)
    return existing.id
  }
  const created = (await payload.create({ collection, data, depth: 0, draft: false, ...LOCAL })) as { id: number }
  count(ctx, kind, 'created', label)
  return created.id
}

/** Overwrites a global; counted as created when it had never been saved before. */
export async function upsertGlobal<S extends GlobalSlug>(
  ctx: SeedContext,
  slug: S,
  data: Omit<DataFromGlobalSlug<S>, 'id' | 'createdAt' | 'updatedAt'>,
): Promise<void> {
  const before = (await ctx.payload.findGlobal({ slug, depth: 0, ...LOCAL })) as { updatedAt?: string | null }
  await ctx.payload.updateGlobal({ slug, data: data as never, depth: 0, ...LOCAL })
  count(ctx, 'globals', before.updatedAt ? 'updated' : 'created', slug)
}
