/**
 * npm run restore -- FILE [--force]: restores an archive of npm run backup into the configured
 * database (DATABASE_URL) and MEDIA_DIR, or with S3_BUCKET the bucket. Stop the site first. Without --force it refuses a
 * database or media folder that is not empty. Payload is not started: the next `npm start`
 * finds every migration applied and serves the restored content.
 */
import { parseRestoreArgs } from '@/features/ops/backup/archive'
import { restoreArchive } from '@/features/ops/backup/server/restore'
import { env } from '@/lib/env'

try {
  const args = parseRestoreArgs(process.argv.slice(2))
  const started = Date.now()
  const { manifest, mediaFiles } = await restoreArchive({
    file: args.file,
    force: args.force,
    databaseUrl: env.DATABASE_URL,
    mediaDir: env.MEDIA_DIR,
    objectStorage: env.objectStorage,
  })
  const documents = Object.values(manifest.collections).reduce((sum, count) => sum + count, 0)
  console.log(
    `Restored ${args.file} (made ${manifest.createdAt}, app ${manifest.versions.app}, Payload ${manifest.versions.payload}) ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s: ${documents} documents, ${mediaFiles} media files, ` +
      `${manifest.migrations.length} migrations applied.\nStart the site with npm start.`,
  )
  process.exit(0)
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
