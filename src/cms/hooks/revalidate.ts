import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  RequestContext,
} from 'payload'

import { expireLater } from '../revalidation/deferred'
import { emptyFrontCache } from '../revalidation/front-cache'

/**
 * Expires the given cache tags at once, unless the caller asked not to (seed, import, tests).
 * Outside a request (a scheduled publish in the job queue) Next cannot expire tags: they are sent
 * to this server's /api/revalidate a moment later; in CLI scripts there is no cache to expire.
 */
export function expireTags(tags: string[], context: RequestContext, log?: (msg: string) => void): void {
  if (context.disableRevalidate) return
  // The answers kept in front of Next go with the tags (ADR 0031); expireLater's request to
  // /api/revalidate empties them again when Next has expired the tags.
  emptyFrontCache()
  const later: string[] = []
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      later.push(tag)
    }
  }
  if (later.length > 0 && !expireLater(later)) log?.(`Skipped revalidating ${later.join(', ')}: no cache here`)
}

type TagsFor<T> = (doc: T) => string[]

/** Builds afterChange/afterDelete hooks that expire the tags of the changed document. */
export function revalidateCollection<T>(tagsFor: TagsFor<T>): {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  return {
    afterChange: ({ doc, previousDoc, req }) => {
      const tags = new Set([...tagsFor(doc as T), ...(previousDoc ? tagsFor(previousDoc as T) : [])])
      expireTags([...tags], req.context, (msg) => req.payload.logger.debug(msg))
      return doc
    },
    afterDelete: ({ doc, req }) => {
      expireTags(tagsFor(doc as T), req.context, (msg) => req.payload.logger.debug(msg))
      return doc
    },
  }
}

export function revalidateGlobal(tags: string[]): GlobalAfterChangeHook {
  return ({ doc, req }) => {
    expireTags(tags, req.context, (msg) => req.payload.logger.debug(msg))
    return doc
  }
}
