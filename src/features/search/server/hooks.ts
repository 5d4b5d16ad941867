/**
 * The index follows the content (issue 25 point 2): after every change of a document of an
 * indexed collection, its published version is read again and indexed, or taken out when there is
 * none; after a delete it is taken out. In the same transaction as the change (`req`), so the
 * index never says what the database does not. ADR 0040.
 *
 * - publish, rename, new slug, schedule coming due (Payload's job publishes through update): the
 *   published version is indexed anew;
 * - a draft saved over a published document: the main document is still the published one, which
 *   stays indexed as it was (re-indexed unchanged);
 * - unpublish: no published version, taken out; drafts never enter.
 *
 * Not in a database Payload pushes its schema to (`npm run dev`'s, PAYLOAD_DB_PUSH): the search
 * tables come from migrations only, so there is no index there.
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionSlug, PayloadRequest } from 'payload'

import { expireTags } from '@/cms/hooks/revalidate'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { env } from '@/lib/env'

import { type SearchSource, type SearchSourceDefinition, searchSource, toSearchDocument } from '../source'
import { searchDb } from './db'
import { searchEngine } from './engines'

/** The document's published version at depth 1, or null. */
async function publishedVersion(req: PayloadRequest, source: SearchSource, id: number | string): Promise<unknown> {
  const doc = await req.payload.findByID({
    collection: source.collection,
    id,
    depth: 1,
    select: source.select,
    populate: source.populate,
    draft: false,
    req,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!doc) return null
  if (source.drafts && (doc as { _status?: unknown })._status !== 'published') return null
  return doc
}

/**
 * Indexes the document `id` as it now is (or takes it out). Answers whether what search finds
 * may have changed: a published version was indexed, or a document that was published left.
 */
export async function reindexDocument(
  req: PayloadRequest,
  source: SearchSource,
  id: number | string,
  wasPublished = true,
): Promise<boolean> {
  const engine = searchEngine(req.payload)
  const db = await searchDb(req.payload, req)
  const doc = await publishedVersion(req, source, id)
  if (doc) await engine.upsert(db, toSearchDocument(source.read(doc)))
  else await engine.remove(db, { kind: source.kind, id: String(id) })
  return Boolean(doc) || wasPublished
}

/** The /search pages are cached with the `search` tag: expired when the index changed. */
export function expireSearchPages(req: PayloadRequest): void {
  expireTags([CACHE_TAGS.search], req.context, (msg) => req.payload.logger.debug(msg))
}

export type SearchIndexing = {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
  /** For the collection's `custom` (read by the reindex). */
  custom: { search: SearchSource }
}

/** The hooks and `custom` entry that keep `source`'s collection in the index. */
export function searchIndexing<S extends CollectionSlug>(definition: SearchSourceDefinition<S>): SearchIndexing {
  const source = searchSource(definition)
  return {
    afterChange: async ({ doc, previousDoc, req }) => {
      if (env.PAYLOAD_DB_PUSH) return doc
      const wasPublished = !source.drafts || (previousDoc as { _status?: unknown } | undefined)?._status === 'published'
      if (await reindexDocument(req, source, (doc as { id: number | string }).id, wasPublished)) expireSearchPages(req)
      return doc
    },
    afterDelete: async ({ doc, id, req }) => {
      if (env.PAYLOAD_DB_PUSH) return doc
      const db = await searchDb(req.payload, req)
      await searchEngine(req.payload).remove(db, { kind: source.kind, id: String(id) })
      expireSearchPages(req)
      return doc
    },
    custom: { search: source },
  }
}
