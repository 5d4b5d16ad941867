/**
 * Copies a folder's files into the bucket, each under `prefix/<its path below the folder>`, once:
 * a file already there with the same size (and, when the store's ETag is an MD5, the same MD5)
 * is skipped, so the copy can run again after a break or alongside a live site.
 */
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

import type { S3Client } from '@aws-sdk/client-s3'

import { listObjects, putFile, type StoredObject } from './objects'

export type CopyReport = { copied: string[]; skipped: string[] }

/** Files that are no upload (the repository's placeholder in an empty media folder). */
const NOT_UPLOADS = new Set(['.gitkeep'])

async function md5(file: string): Promise<string> {
  const hash = createHash('md5')
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

async function isSame(file: string, size: number, stored: StoredObject | undefined): Promise<boolean> {
  if (!stored || stored.size !== size) return false
  const etag = stored.etag?.replace(/"/g, '')
  // A multipart upload's ETag ("<md5 of md5s>-<parts>") is no MD5 of the file: the size decides.
  if (!etag || etag.includes('-')) return true
  return etag === (await md5(file))
}

export async function copyFolderToBucket(options: {
  client: S3Client
  bucket: string
  /** Key prefix ("" for the bucket's root), without a trailing "/". */
  prefix: string
  folder: string
  contentTypeOf: (relativePath: string) => string
  onFile?: (relativePath: string, copied: boolean) => void
}): Promise<CopyReport> {
  const { client, bucket, prefix, folder, contentTypeOf, onFile } = options
  const root = path.resolve(folder)
  const stored = await listObjects(client, bucket, prefix ? `${prefix}/` : '')
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true })
  const report: CopyReport = { copied: [], skipped: [] }
  for (const entry of entries.sort((a, b) =>
    path.join(a.parentPath, a.name).localeCompare(path.join(b.parentPath, b.name)),
  )) {
    if (!entry.isFile() || NOT_UPLOADS.has(entry.name)) continue
    const absolute = path.join(entry.parentPath, entry.name)
    const relative = path.relative(root, absolute).split(path.sep).join('/')
    const key = prefix ? `${prefix}/${relative}` : relative
    const { size } = await fs.stat(absolute)
    if (await isSame(absolute, size, stored.get(key))) {
      report.skipped.push(relative)
      onFile?.(relative, false)
      continue
    }
    await putFile(client, bucket, key, { path: absolute, size, contentType: contentTypeOf(relative) })
    report.copied.push(relative)
    onFile?.(relative, true)
  }
  return report
}
