/**
 * Upserts generated images into the `media` collection by filename. An image is rendered only
 * when no media document carries its filename (or Payload's "-1", "-2"... variant of it, used
 * when a stray file with the same name was already on disk), so reruns are fast and add nothing.
 */
import type { DataFromCollectionSlug, Payload } from 'payload'

import { type SeedContext, count, LOCAL } from './context'
import type { RenderedImage } from './images'

export interface ImageSpec {
  /** File name with extension, e.g. "story-desert-light-landscape.jpg". */
  filename: string
  alt: string
  caption?: string
  credit?: string
  render: () => Promise<RenderedImage>
}

const escapeRegExp = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Matches "name.ext" and the "name-N.ext" variants Payload creates on a clash. */
export function filenameMatcher(filename: string): RegExp {
  const dot = filename.lastIndexOf('.')
  const base = filename.slice(0, dot)
  const ext = filename.slice(dot + 1)
  return new RegExp(`^${escapeRegExp(base)}(-\\d+)?\\.${escapeRegExp(ext)}$`)
}

/** The oldest upload in `collection` stored as `filename` (or a "-N" variant of it), if any. */
export async function findUploadByFilename<C extends 'media' | 'videos'>(
  payload: Payload,
  collection: C,
  filename: string,
): Promise<DataFromCollectionSlug<C> | undefined> {
  const base = filename.slice(0, filename.lastIndexOf('.'))
  const matcher = filenameMatcher(filename)
  const found = await payload.find({
    collection,
    where: { filename: { like: base } },
    limit: 100,
    depth: 0,
    pagination: false,
    sort: 'id',
    ...LOCAL,
  })
  return found.docs.find((doc) => typeof doc.filename === 'string' && matcher.test(doc.filename))
}

export async function ensureImage(ctx: SeedContext, spec: ImageSpec): Promise<number> {
  const cached = ctx.mediaIds.get(spec.filename)
  if (cached !== undefined) return cached
  const { payload } = ctx
  const existing = await findUploadByFilename(payload, 'media', spec.filename)
  const meta = { alt: spec.alt, caption: spec.caption ?? null, credit: spec.credit ?? null }

  let id: number
  if (existing) {
    id = existing.id
    const same =
      existing.alt === meta.alt &&
      (existing.caption ?? null) === meta.caption &&
      (existing.credit ?? null) === meta.credit
    if (same) {
      count(ctx, 'media', 'unchanged', spec.filename)
    } else {
      await payload.update({ collection: 'media', id, data: meta, depth: 0, ...LOCAL })
      count(ctx, 'media', 'updated', spec.filename)
    }
  } else {
    const image = await spec.render()
    if (!spec.filename.endsWith(`.${image.extension}`)) {
      throw new Error(`Image ${spec.filename} was rendered as .${image.extension}`)
    }
    const doc = await payload.create({
      collection: 'media',
      data: meta,
      file: { data: image.data, mimetype: image.mimetype, name: spec.filename, size: image.data.length },
      depth: 0,
      ...LOCAL,
    })
    id = doc.id
    count(ctx, 'media', 'created', spec.filename)
  }
  ctx.mediaIds.set(spec.filename, id)
  return id
}
