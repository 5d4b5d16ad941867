/**
 * Draft preview links (admin "Preview" button → /api/preview → draft mode → /{slug}). Pure.
 */
import { checkSlug } from '@/lib/slug'

export const PREVIEW_COLLECTIONS = ['stories', 'articles'] as const
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number]

/** The admin's preview URL for a post, or null while it has no slug yet. */
export function previewPath(collection: PreviewCollection, slug: string | null | undefined): string | null {
  if (!slug) return null
  return `/api/preview?${new URLSearchParams({ collection, slug }).toString()}`
}

export type PreviewTarget = { ok: true; collection: PreviewCollection; slug: string } | { ok: false }

/** Reads and checks ?collection=&slug= so the redirect can only go to a post path of this site. */
export function parsePreviewTarget(params: URLSearchParams): PreviewTarget {
  const collection = params.get('collection')
  const slug = params.get('slug')
  if (!PREVIEW_COLLECTIONS.includes(collection as PreviewCollection)) return { ok: false }
  if (!checkSlug(slug).ok) return { ok: false }
  return { ok: true, collection: collection as PreviewCollection, slug: slug as string }
}

/** Where the exit link returns to: the post when the slug is valid, else home. */
export function exitPath(slug: string | null): string {
  return slug && checkSlug(slug).ok ? `/${slug}` : '/'
}
