import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  RequestContext,
} from 'payload'

/** Expires the given cache tags at once, unless the caller asked not to (seed, import, tests). */
export function expireTags(tags: string[], context: RequestContext, log?: (msg: string) => void): void {
  if (context.disableRevalidate) return
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      // Outside a Next.js request (CLI scripts) there is no cache to expire.
      log?.(`Skipped revalidating "${tag}": ${(error as Error).message}`)
    }
  }
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
