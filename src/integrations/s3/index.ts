/**
 * Object storage (S3_BUCKET): AWS S3 or an S3-compatible store (MinIO, Cloudflare R2…) holding
 * every upload, shared by every instance (ADR 0032). The AWS SDK and Payload's storage plugin stay
 * in this folder.
 */
import 'server-only'

export { copyFolderToBucket, type CopyReport } from './copy-folder'
export { uploadContentType } from './content-types'
export { checkBucket, downloadObjects, listObjects, putFile, type StoredObject } from './objects'
export { objectStoragePlugin, type StoredCollections } from './plugin'
export { createS3Client, objectKey, s3ClientConfig, type S3Settings } from './settings'
