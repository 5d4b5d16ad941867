/**
 * The index shows parts of other collections inside its documents: an article's author's name,
 * a post's or product's image. When one of those changes or goes, the published documents that
 * reference it are indexed again (review finding 4), in the same transaction (`req`), so a renamed
 * author is found by the new name and a replaced or deleted image leaves no stale address.
 */
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeDeleteHook,
  CollectionSlug,
  PayloadRequest,
  Where,
} from 'payload'

import { env } from '@/lib/env'

import type { SearchCustom, SearchSource } from '../source'
import { expireSearchPages, reindexDocument } from './hooks'

/** A relationship or upload field (`field`, hasMany or not) of an indexed `collection`. */
export type SearchReference = { collection: CollectionSlug; field: string }

/** Documents re-read per page when a referenced document changes. */
const PAGE = 100

type Referencing = { source: SearchSource; ids: (number | string)[] }[]

/** The published documents that reference `id`, by source. */
async function referencing(req: PayloadRequest, refs: readonly SearchReference[], id: number | string) {
  const found: Referencing = []
  for (const ref of refs) {
    const config = req.payload.collections[ref.collection]?.config
    const source = (config?.custom as SearchCustom | undefined)?.search
    if (!source) continue
    const ids: (number | string)[] = []
    const where: Where = { [ref.field]: { in: [id] } }
    for (let page = 1; ; page++) {
      const result = await req.payload.find({
        collection: ref.collection,
        where: source.drafts ? { and: [where, { _status: { equals: 'published' } }] } : where,
        draft: false,
        depth: 0,
        select: {},
        limit: PAGE,
        page,
        sort: 'id',
        req,
        overrideAccess: true,
      })
      ids.push(...result.docs.map((doc) => doc.id))
      if (!result.hasNextPage) break
    }
    found.push({ source, ids })
  }
  return found
}

async function reindexAll(req: PayloadRequest, found: Referencing): Promise<void> {
  let changed = false
  for (const { source, ids } of found) {
    for (const id of ids) changed = (await reindexDocument(req, source, id)) || changed
  }
  if (changed) expireSearchPages(req)
}

/**
 * What beforeDelete found to index again after the delete (the database has then cleared the
 * references), per request: not in `req.context`, which the operations inside replace.
 */
const pending = new WeakMap<PayloadRequest, Map<string, Referencing>>()
const pendingKey = (slug: string, id: number | string) => `${slug}:${id}`

/** afterChange and afterDelete hooks for a collection that indexed documents reference through `refs`. */
export function searchReferences(refs: readonly SearchReference[]): {
  afterChange: CollectionAfterChangeHook
  beforeDelete: CollectionBeforeDeleteHook
  afterDelete: CollectionAfterDeleteHook
} {
  return {
    afterChange: async ({ doc, operation, req }) => {
      // A new document is referenced by nothing yet.
      if (!env.PAYLOAD_DB_PUSH && operation === 'update') await reindexAll(req, await referencing(req, refs, doc.id))
      return doc
    },
    beforeDelete: async ({ collection, id, req }) => {
      if (env.PAYLOAD_DB_PUSH) return
      const found = await referencing(req, refs, id)
      const own = pending.get(req) ?? new Map<string, Referencing>()
      pending.set(req, own.set(pendingKey(collection.slug, id), found))
    },
    afterDelete: async ({ collection, doc, id, req }) => {
      const key = pendingKey(collection.slug, id)
      const found = pending.get(req)?.get(key)
      pending.get(req)?.delete(key)
      if (found) await reindexAll(req, found)
      return doc
    },
  }
}
