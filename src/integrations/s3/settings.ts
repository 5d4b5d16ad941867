/**
 * The bucket settings (S3_* variables, read by src/lib/env.ts) and the AWS SDK client they make.
 * The checksum options are set to "when required": since SDK 3.729 the client otherwise adds
 * CRC32 checksums to every upload, sent as an aws-chunked body with a trailer when the length is
 * not known in advance (a streamed file); several S3-compatible stores do not read that encoding
 * and store the chunk headers inside the file. With them set, a stream is sent as plain bytes.
 */
import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'

import type { ObjectStorageSettings } from '@/lib/env'

/** The bucket every upload goes to, as src/lib/env.ts reads and validates it. */
export type S3Settings = ObjectStorageSettings

export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  }
}

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client(s3ClientConfig(settings))
}

/** The object key of `relativePath` (a file's path below the media folder) under the site's prefix. */
export function objectKey(settings: Pick<S3Settings, 'prefix'>, relativePath: string): string {
  const key = relativePath
    .split(/[\\/]+/)
    .filter(Boolean)
    .join('/')
  return settings.prefix ? `${settings.prefix}/${key}` : key
}
