/**
 * GET /api/<upload collection>/file/<name> for a file that is not on disk, or for a folder: Payload answers 500
 * ("Something went wrong.") and logs the full path. Here it is a 404. When a document still
 * names the file, it is an operations problem (a lost file) and logged as an error, with the
 * collection and file name only; a name nobody uploaded is a visitor's typo and not logged.
 * Runs as the collection's first upload handler: a file that is there is left to Payload.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import type { CollectionConfig, CollectionSlug, PayloadRequest, Where } from 'payload'

import { errorAnswer, NOT_FOUND_MESSAGE } from './answers'

type UploadHandler = NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']>[number]

async function isNamedByADocument(req: PayloadRequest, slug: CollectionSlug, filename: string): Promise<boolean> {
  const upload = req.payload.collections[slug]?.config.upload
  const sizes = typeof upload === 'object' ? (upload.imageSizes ?? []) : []
  const where: Where = {
    or: [
      { filename: { equals: filename } },
      ...sizes.map(({ name }) => ({ [`sizes.${name}.filename`]: { equals: filename } })),
    ],
  }
  const { totalDocs } = await req.payload.count({ collection: slug, where, overrideAccess: true })
  return totalDocs > 0
}

/** A name Payload's storage keeps as it is: no folder part, no control characters, not "." or "..". */
function isPlainFilename(name: string): boolean {
  return name !== '.' && name !== '..' && name.length > 0 && !/[/\\\x00-\x1f\x80-\x9f]/.test(name)
}

async function missingFileAnswer(
  req: PayloadRequest,
  params: Parameters<UploadHandler>[1]['params'],
): Promise<Response | undefined> {
  const collection = req.payload.collections[params.collection as CollectionSlug]?.config
  const upload = collection?.upload
  if (!collection || typeof upload !== 'object') return
  // In object storage (S3_BUCKET, ADR 0032) the storage plugin answers a missing object 404 itself,
  // but a name that is no plain file name (a folder part, a trailing "\", control characters) makes
  // it throw, and it answers 500: refused here, as on disk.
  if (upload.disableLocalStorage)
    return isPlainFilename(params.filename) ? undefined : errorAnswer(404, NOT_FOUND_MESSAGE)
  const directory = path.resolve(upload.staticDir || collection.slug)
  const file = path.resolve(directory, params.filename)
  // Payload refuses names outside the directory itself (400).
  if (!file.startsWith(directory + path.sep) || params.filename.includes('\u0000')) return
  try {
    // A folder inside the directory (media/videos holds the videos collection) is no file either:
    // Payload would read it and answer 500 (EISDIR).
    if ((await fs.stat(file)).isFile()) return
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code !== 'ENOENT' && code !== 'ENOTDIR') return
  }
  if (await isNamedByADocument(req, collection.slug, params.filename)) {
    req.payload.logger.error(
      { event: 'media_file_missing', collection: collection.slug, filename: params.filename },
      'An uploaded file is missing from the media directory',
    )
  }
  return errorAnswer(404, NOT_FOUND_MESSAGE)
}

/** Payload's handler type has no "nothing to say" promise; it moves on when no Response comes back. */
export const answerMissingFile: UploadHandler = (req, { params }) => missingFileAnswer(req, params) as Promise<Response>
