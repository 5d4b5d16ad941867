/**
 * npm run backup: one archive of the configured database and MEDIA_DIR in BACKUP_DIR, while the
 * site keeps serving (src/features/ops/backup). Recorded in the admin's Backups; exits 1 when it
 * failed (the team is emailed).
 */
import { runBackup } from '@/features/ops/backup/server/backup'

import { closePayload } from '../src/cms/close-payload'
import { loadPayload } from './lib/load-payload'

const payload = await loadPayload()
let code = 0
try {
  const outcome = await runBackup(payload, { trigger: 'manual' })
  if (outcome.status === 'succeeded') {
    const { manifest } = outcome
    const documents = Object.values(manifest.collections).reduce((sum, count) => sum + count, 0)
    console.log(
      `Backup written: ${outcome.file}\n` +
        `  ${(outcome.sizeBytes / 1024 / 1024).toFixed(1)} MB · ${manifest.versions.database.kind} ${manifest.versions.database.version} · ` +
        `${documents} documents · ${manifest.media.files.length} media files${manifest.media.source === 'bucket' ? ' (from the bucket)' : ''} · ${manifest.migrations.length} migrations`,
    )
  } else {
    console.error(`Backup failed: ${outcome.error}`)
    code = 1
  }
} catch (error) {
  console.error('Backup failed:', error instanceof Error ? error.message : error)
  code = 1
}
await closePayload(payload)
process.exit(code)
