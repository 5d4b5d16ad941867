/**
 * Images of imported documents: a reference (`{ asset: { url } }`, `{ asset: { _ref, url } }`,
 * a URL string, or a path relative to the export file) becomes one `media` document per source.
 * The source is stored on the media (`sourceUrl`), so a re-import finds it instead of uploading
 * it again.
 */
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import type { ImageSlot } from './map'
import type { ImageRef } from './parse'

/** The types the media collection accepts (no SVG: it can carry scripts). */
export const IMAGE_TYPES: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
}
const EXTENSION_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
}

export const IMAGE_FETCH_TIMEOUT_MS = 20_000
export const IMAGE_MAX_BYTES = 15 * 1024 * 1024

export type ImageSource = { kind: 'url'; url: string; key: string } | { kind: 'file'; path: string; key: string }

export interface ImageFile {
  data: Buffer
  mimetype: string
  name: string
}

export type Resolved<T> = { ok: true; value: T } | { ok: false; message: string }

/** Where the reference points: a string, or the asset's (or the object's) url or path. */
export function imageLocation(ref: ImageRef): string | undefined {
  if (typeof ref === 'string') return ref
  return ref.asset?.url ?? ref.asset?.path ?? ref.url ?? ref.path
}

/**
 * The source of an image reference: an http(s) URL, or a file inside the export's folder (keyed
 * by its path relative to that folder, so moving the export keeps the key).
 */
export function resolveImageSource(ref: ImageRef, exportDir: string): Resolved<ImageSource> {
  const location = imageLocation(ref)
  if (!location) {
    const assetRef = typeof ref === 'object' ? ref.asset?._ref : undefined
    return { ok: false, message: assetRef ? `image ${assetRef} has no URL` : 'image has no URL or path' }
  }
  if (/^https?:\/\//i.test(location)) {
    try {
      const url = new URL(location).toString()
      return { ok: true, value: { kind: 'url', url, key: url } }
    } catch {
      return { ok: false, message: `image URL "${location}" is not valid` }
    }
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(location) || path.isAbsolute(location)) {
    return { ok: false, message: `image "${location}" must be an http(s) URL or a path relative to the export` }
  }
  const root = path.resolve(exportDir)
  const file = path.resolve(root, location)
  const relative = path.relative(root, file)
  if (relative.startsWith('..') || path.isAbsolute(relative)) {
    return { ok: false, message: `image "${location}" is outside the export's folder` }
  }
  return { ok: true, value: { kind: 'file', path: file, key: `file:${relative.split(path.sep).join('/')}` } }
}

/** Alt text (the reference's, else the fallback), caption and credit for the media document. */
export function imageMeta(
  ref: ImageRef,
  fallbackAlt: string,
): { alt: string; caption: string | null; credit: string | null } {
  const meta: { alt?: string; caption?: string; credit?: string } = typeof ref === 'object' ? ref : {}
  return {
    alt: (meta.alt ?? fallbackAlt).slice(0, 300),
    caption: meta.caption?.slice(0, 500) ?? null,
    credit: meta.credit?.slice(0, 200) ?? null,
  }
}

/** A safe file name for the upload, ending in the extension of its type. */
export function uploadName(source: string, mimetype: string): string {
  const extension = IMAGE_TYPES[mimetype] ?? 'img'
  const base = path.posix
    .basename(source)
    .replace(/\.[a-z0-9]+$/i, '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
  return `${base || 'image'}.${extension}`
}

/** The file's media type from its extension, if the media collection accepts it. */
export function typeFromExtension(file: string): string | undefined {
  return EXTENSION_TYPES[path.extname(file).slice(1).toLowerCase()]
}

async function readCapped(response: Response, maxBytes: number): Promise<Buffer | null> {
  if (!response.body) return Buffer.alloc(0)
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = response.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

export interface FetchImageOptions {
  timeoutMs?: number
  maxBytes?: number
}

/** Downloads an image: time-limited, size-capped, and only of a type the media collection accepts. */
export async function fetchImage(url: string, options: FetchImageOptions = {}): Promise<Resolved<ImageFile>> {
  const { timeoutMs = IMAGE_FETCH_TIMEOUT_MS, maxBytes = IMAGE_MAX_BYTES } = options
  let response: Response
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' })
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'could not be reached'
    return { ok: false, message: `image ${url} ${reason}` }
  }
  if (!response.ok) {
    await response.body?.cancel()
    return { ok: false, message: `image ${url} answered HTTP ${response.status}` }
  }
  const mimetype = (response.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  if (!IMAGE_TYPES[mimetype]) {
    await response.body?.cancel()
    return { ok: false, message: `image ${url} has type "${mimetype || 'unknown'}", not an accepted image type` }
  }
  const declared = Number(response.headers.get('content-length'))
  const data = declared > maxBytes ? null : await readCapped(response, maxBytes)
  if (!data) return { ok: false, message: `image ${url} is larger than ${maxBytes} bytes` }
  if (data.length === 0) return { ok: false, message: `image ${url} is empty` }
  return { ok: true, value: { data, mimetype, name: uploadName(new URL(url).pathname, mimetype) } }
}

/** Reads an image file next to the export (size-capped, type from its extension). */
export async function readImageFile(file: string, maxBytes = IMAGE_MAX_BYTES): Promise<Resolved<ImageFile>> {
  const mimetype = typeFromExtension(file)
  const label = path.basename(file)
  if (!mimetype) return { ok: false, message: `image ${label} is not a png, jpeg, webp, avif or gif file` }
  try {
    const info = await stat(file)
    if (!info.isFile()) return { ok: false, message: `image ${label} is not a file` }
    if (info.size > maxBytes) return { ok: false, message: `image ${label} is larger than ${maxBytes} bytes` }
    return { ok: true, value: { data: await readFile(file), mimetype, name: uploadName(file, mimetype) } }
  } catch {
    return { ok: false, message: `image ${label} not found next to the export` }
  }
}

export interface MediaCounts {
  created: number
  /** Already imported by an earlier run (found by source). */
  reused: number
  failed: number
}

export interface MediaImporter {
  /** The media id for the slot's image, importing it on first use. */
  resolve: (slot: ImageSlot) => Promise<Resolved<number>>
  counts: MediaCounts
}

const LOCAL = { overrideAccess: true, context: { disableRevalidate: true } } as const

/**
 * Resolves image references to media ids: one media document per source, found by `sourceUrl`
 * on later runs, and looked up at most once per run.
 */
export function createMediaImporter(
  payload: Payload,
  exportDir: string,
  fetchOptions: FetchImageOptions = {},
): MediaImporter {
  const counts: MediaCounts = { created: 0, reused: 0, failed: 0 }
  const bySource = new Map<string, Promise<Resolved<number>>>()

  async function importSource(source: ImageSource, slot: ImageSlot): Promise<Resolved<number>> {
    const found = await payload.find({
      collection: 'media',
      where: { sourceUrl: { equals: source.key } },
      limit: 1,
      depth: 0,
      pagination: false,
      ...LOCAL,
    })
    if (found.docs[0]) {
      counts.reused += 1
      return { ok: true, value: found.docs[0].id }
    }
    const file = source.kind === 'url' ? await fetchImage(source.url, fetchOptions) : await readImageFile(source.path)
    if (!file.ok) {
      counts.failed += 1
      return file
    }
    try {
      const doc = await payload.create({
        collection: 'media',
        data: { ...imageMeta(slot.ref, slot.alt), sourceUrl: source.key },
        file: { ...file.value, size: file.value.data.length },
        depth: 0,
        ...LOCAL,
      })
      counts.created += 1
      return { ok: true, value: doc.id }
    } catch (error) {
      counts.failed += 1
      const reason = error instanceof Error ? error.message : String(error)
      return { ok: false, message: `image ${source.key} could not be stored: ${reason}` }
    }
  }

  async function resolve(slot: ImageSlot): Promise<Resolved<number>> {
    const source = resolveImageSource(slot.ref, exportDir)
    if (!source.ok) return source
    let pending = bySource.get(source.value.key)
    if (!pending) {
      pending = importSource(source.value, slot)
      bySource.set(source.value.key, pending)
    }
    return pending
  }

  return { resolve, counts }
}
