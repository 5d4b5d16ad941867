/**
 * What `npm run media:to-s3` and the status page need of the bucket: list what is there, put a
 * file, check that the bucket answers.
 */
import { createReadStream } from 'node:fs'

import { HeadBucketCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3'

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
