/**
 * npm run media:to-s3: copies the media folder (MEDIA_DIR: images, their sizes, videos/) into
 * S3_BUCKET under the keys the site reads them by (S3_PREFIX, then the path below MEDIA_DIR), for
 * a site moving its uploads to object storage (docs/deploy.md, ADR 0032). Runs again safely: a
 * file already in the bucket with the same size and content is skipped. Reports what it copied.
 */
import path from 'node:path'

import { copyFolderToBucket, createS3Client, uploadContentType } from '@/integrations/s3'
import { env } from '@/lib/env'

const settings = env.objectStorage
if (!settings) {
  console.error(
    'S3_BUCKET is not set: nothing to copy to. Set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT for MinIO or R2), then run it again.',
  )
  process.exit(2)
}

const folder = path.resolve(env.MEDIA_DIR)
const where = `s3://${settings.bucket}/${settings.prefix ? `${settings.prefix}/` : ''}`
console.log(`Copying ${folder} to ${where}`)
const client = createS3Client(settings)
try {
  const report = await copyFolderToBucket({
    client,
    bucket: settings.bucket,
    prefix: settings.prefix,
    folder,
    contentTypeOf: uploadContentType,
    onFile: (file, copied) => {
      if (copied) console.log(`  copied ${file}`)
    },
  })
  console.log(`Done: ${report.copied.length} copied, ${report.skipped.length} already there (skipped).`)
} catch (error) {
  console.error(`Copying to ${where} failed:`, error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  client.destroy()
}
