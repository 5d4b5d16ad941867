/**
 * What `npm run media:to-s3`, the backup and the status page need of the bucket: list what is
 * there, put a file, fetch them all, check that the bucket answers.
 */
import { createReadStream, createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import {
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3'

export type StoredObject = { size: number; etag: string | null }

/** Every object under `prefix` ("" for the whole bucket), by key. */
export async function listObjects(
  client: S3Client,
  bucket: string,
  prefix: string,
): Promise<Map<string, StoredObject>> {
  const objects = new Map<string, StoredObject>()
  let token: string | undefined
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix || undefined, ContinuationToken: token }),
    )
    for (const object of page.Contents ?? []) {
      if (object.Key) objects.set(object.Key, { size: object.Size ?? 0, etag: object.ETag ?? null })
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
  return objects
}

/** Streams the file at `filePath` to `key` (its length given, so the body is sent as it is). */
export async function putFile(
  client: S3Client,
  bucket: string,
  key: string,
  file: { path: string; size: number; contentType: string },
): Promise<void> {
  await client.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: createReadStream(file.path),
      ContentLength: file.size,
      ContentType: file.contentType,
    }),
  )
}

/** Resolves when the bucket answers (HeadBucket: it exists and the keys may use it); rejects otherwise. */
export async function checkBucket(client: S3Client, bucket: string, timeoutMs: number): Promise<string> {
  await client.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal: AbortSignal.timeout(timeoutMs) })
  return 'answers'
}

/**
 * Writes every object under `prefix` into `dir`, each at its key below the prefix; answers how
 * many. What a backup archives of the bucket.
 */
export async function downloadObjects(client: S3Client, bucket: string, prefix: string, dir: string): Promise<number> {
  const start = prefix ? `${prefix}/` : ''
  const keys = [...(await listObjects(client, bucket, start)).keys()]
  for (const key of keys) {
    const relative = key.slice(start.length)
    if (!relative || relative.endsWith('/')) continue
    const file = path.join(dir, ...relative.split('/').filter((part) => part !== '..' && part !== '.'))
    await fs.mkdir(path.dirname(file), { recursive: true })
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
    if (!(object.Body instanceof Readable)) throw new Error(`The bucket answered ${key} without a body`)
    await pipeline(object.Body, createWriteStream(file))
  }
  return keys.length
}
