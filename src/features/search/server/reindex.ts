/**
 * Rebuilds the search index and its vocabulary from the published documents of every indexed
 * collection (their `custom.search`, ../source.ts), in one transaction: readers see the old index
 * until the new one is committed. `npm run search:reindex`, and the start of a site whose index is
 * empty while it has content (an upgraded site's first start). Bulk: one paginated read per
 * collection at depth 1, many rows per INSERT, the vocabulary counted in memory.
 */
import 'server-only'

import type { Payload, PayloadRequest, Where } from 'payload'

import { expireTags } from '@/cms/hooks/revalidate'
import { inTransaction } from '@/cms/transaction'
import { CACHE_TAGS } from '@/lib/cache-tags'

import { type SearchCustom, type SearchSource, toSearchDocument } from '../source'
import { searchDb } from './db'
import { searchEngine } from './engines'

/** Documents read per page of the reindex. */
const READ_PAGE = 250

export function searchSources(payload: Payload): SearchSource[] {
  return payload.config.collections.flatMap((collection) => {
    const source = (collection.custom as SearchCustom | undefined)?.search
    return source ? [source] : []
  })
}

const PUBLISHED: Where = { _status: { equals: 'published' } }

async function rebuild(payload: Payload, req: PayloadRequest): Promise<number> {
  const engine = searchEngine(payload)
  const db = await searchDb(payload, req)
  await engine.clear(db)
  const counts = new Map<string, number>()
  let documents = 0
  for (const source of searchSources(payload)) {
    for (let page = 1; ; page++) {
      const result = await payload.find({
        collection: source.collection,
        where: source.drafts ? PUBLISHED : undefined,
        draft: false,
        depth: 1,
        select: source.select,
        populate: source.populate,
        limit: READ_PAGE,
        page,
        sort: 'id',
        req,
        overrideAccess: true,
      })
      const batch = result.docs.map((doc) => toSearchDocument(source.read(doc)))
      for (const document of batch) for (const word of document.words) counts.set(word, (counts.get(word) ?? 0) + 1)
      await engine.insertMany(db, batch)
      documents += batch.length
      if (!result.hasNextPage) break
    }
  }
  await engine.writeVocabulary(db, counts)
  return documents
}

/** Rebuilds the index; answers the number of documents indexed and the time it took. */
export async function reindexSearch(payload: Payload): Promise<{ documents: number; seconds: number }> {
  const started = performance.now()
  const documents = await inTransaction(payload, (req) => rebuild(payload, req))
  // After the commit: the cached /search pages answered from the old index (out of a request, as
  // in `npm run search:reindex`, the running server is asked to expire them: expireTags).
  expireTags([CACHE_TAGS.search], {}, (msg) => payload.logger.info({ event: 'search_reindex_cache' }, msg))
  return { documents, seconds: (performance.now() - started) / 1000 }
}

/**
 * At start: rebuilds an empty index when there is something to find (a site upgraded to search,
 * or content written where the hooks were off). Answers whether it did.
 */
export async function ensureSearchIndex(payload: Payload): Promise<boolean> {
  const engine = searchEngine(payload)
  if ((await engine.count(await searchDb(payload))) > 0) return false
  for (const source of searchSources(payload)) {
    const { totalDocs } = await payload.count({
      collection: source.collection,
      where: source.drafts ? PUBLISHED : undefined,
      overrideAccess: true,
    })
    if (totalDocs > 0) {
      await reindexSearch(payload)
      return true
    }
  }
  return false
}
