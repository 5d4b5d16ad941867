/**
 * Reading one post by slug through Payload's Local API, uncached (post-queries.ts adds the cache).
 * An article is looked up first, then a story (SPEC §2 "Dynamic post"). Public reads see published
 * posts only; a draft read (preview) sees the newest draft, as far as `user` may.
 */
import type { Payload, TypedUser, Where } from 'payload'

import type { Article, Story } from '@/payload-types'

export type PostKind = 'article' | 'story'
export type PostResult = { kind: 'article'; doc: Article } | { kind: 'story'; doc: Story }

export type ReadPostOptions = {
  /** Read the newest draft (preview). Access still applies: pass the staff user. */
  draft?: boolean
  /** The user the read is made as; none reads as the public. */
  user?: TypedUser | null
}

const COLLECTION = { article: 'articles', story: 'stories' } as const
/** Lookup order: articles win over stories. */
export const POST_KINDS: readonly PostKind[] = ['article', 'story']

function slugWhere(slug: string, draft: boolean): Where {
  return draft
    ? { slug: { equals: slug } }
    : { and: [{ slug: { equals: slug } }, { _status: { equals: 'published' } }] }
}

/** Which collection publishes the slug (articles first), or null. A cheap count, no document read. */
export async function findPublishedPostKind(payload: Payload, slug: string): Promise<PostKind | null> {
  for (const kind of POST_KINDS) {
    const { totalDocs } = await payload.count({
      collection: COLLECTION[kind],
      where: slugWhere(slug, false),
      overrideAccess: false,
    })
    if (totalDocs > 0) return kind
  }
  return null
}

/**
 * The post of the given kind with that slug, with its images and (for articles) its author
 * populated (depth 2: the author document and the author's image), or null.
 */
export async function readPost(
  payload: Payload,
  kind: PostKind,
  slug: string,
  options: ReadPostOptions = {},
): Promise<PostResult | null> {
  const draft = options.draft ?? false
  const common = {
    where: slugWhere(slug, draft),
    limit: 1,
    pagination: false,
    draft,
    overrideAccess: false,
    user: options.user ?? undefined,
  } as const
  if (kind === 'article') {
    const { docs } = await payload.find({ collection: 'articles', depth: 2, ...common })
    return docs[0] ? { kind, doc: docs[0] } : null
  }
  const { docs } = await payload.find({ collection: 'stories', depth: 1, ...common })
  return docs[0] ? { kind, doc: docs[0] } : null
}

/** Article first, then story; null when neither has the slug. */
export async function readPostBySlug(
  payload: Payload,
  slug: string,
  options: ReadPostOptions = {},
): Promise<PostResult | null> {
  for (const kind of POST_KINDS) {
    const post = await readPost(payload, kind, slug, options)
    if (post) return post
  }
  return null
}
