/**
 * One backup run (npm run backup, or the scheduled task): a `backups` row marked running, the
 * database snapshot first, then the media files it may refer to (Payload writes an upload's
 * files before its row, so every file a snapshotted row names is already there): MEDIA_DIR, or
 * with S3_BUCKET the bucket's objects, fetched into the staging folder first; the manifest,
 * and one .tar.gz written under a temporary name and renamed when complete. The row ends
 * succeeded (with the manifest) or failed (with the error, and the team is emailed). Scheduled
 * runs then keep the newest BACKUP_KEEP scheduled archives.
 */
import 'server-only'

import fs from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import * as tar from 'tar'

import { notifyTeam } from '@/features/email'
import { createS3Client, downloadObjects } from '@/integrations/s3'
import { env, type ObjectStorageSettings } from '@/lib/env'
import { logger } from '@/lib/logger'
import type { Backup } from '@/payload-types'

import type { BackupTrigger } from '../../collections/Backups'
import {
  ARCHIVE_FORMAT,
  archiveName,
  archivesToPrune,
  type BackupManifest,
  countsPerCollection,
  DATABASE_FILES,
  MANIFEST_FILE,
  manifestSummary,
  MEDIA_FOLDER,
} from '../archive'
import type { DatabaseSnapshot } from './database'
import { listMediaFiles } from './media'
import { snapshotPostgres } from './postgres'
import { snapshotSqlite } from './sqlite'
import { appVersions } from './versions'

export type BackupOptions = {
  trigger: BackupTrigger
  /** Where the archive goes (default BACKUP_DIR). */
  dir?: string
  /** Scheduled archives kept after a scheduled run (default BACKUP_KEEP). */
  keep?: number
  databaseUrl?: string
  mediaDir?: string
  /** The bucket the uploads live in (default: S3_BUCKET's settings; null: MEDIA_DIR). */
  objectStorage?: ObjectStorageSettings | null
}

export type BackupOutcome =
  | {
      status: 'succeeded'
      id: Backup['id']
      file: string
      sizeBytes: number
      manifest: BackupManifest
      pruned: string[]
    }
  | { status: 'failed'; id: Backup['id']; error: string }

/** The error as the row and the team email show it: one message, no stack. */
function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.length > 2000 ? `${message.slice(0, 2000)}…` : message
}

async function snapshotDatabase(databaseUrl: string, outFile: string): Promise<DatabaseSnapshot> {
  return databaseUrl.startsWith('file:') ? snapshotSqlite(databaseUrl, outFile) : snapshotPostgres(databaseUrl, outFile)
}

/** The bucket's objects under S3_PREFIX, written into `dir` (answered) at their relative paths. */
async function fetchBucket(storage: ObjectStorageSettings, dir: string): Promise<string> {
  const client = createS3Client(storage)
  try {
    await fs.mkdir(dir, { recursive: true })
    await downloadObjects(client, storage.bucket, storage.prefix, dir)
    return dir
  } finally {
    client.destroy()
  }
}

async function writeArchive(
  payload: Payload,
  options: Required<Omit<BackupOptions, 'keep'>>,
  startedAt: Date,
  archive: string,
): Promise<BackupManifest> {
  const kind = options.databaseUrl.startsWith('file:') ? 'sqlite' : 'postgres'
  const staging = await fs.mkdtemp(path.join(options.dir, '.staging-'))
  const partial = `${archive}.partial`
  try {
    const databaseFile = DATABASE_FILES[kind]
    await fs.mkdir(path.join(staging, path.dirname(databaseFile)), { recursive: true })
    const snapshot = await snapshotDatabase(options.databaseUrl, path.join(staging, databaseFile))
    const mediaDir = options.objectStorage
      ? await fetchBucket(options.objectStorage, path.join(staging, '.bucket'))
      : path.resolve(options.mediaDir)
    const media = await listMediaFiles(mediaDir)
    const manifest: BackupManifest = {
      format: ARCHIVE_FORMAT,
      createdAt: startedAt.toISOString(),
      trigger: options.trigger,
      versions: { ...(await appVersions()), database: { kind, version: snapshot.version } },
      migrations: snapshot.migrations,
      collections: countsPerCollection(
        payload.config.collections.map((collection) => collection.slug),
        snapshot.tables,
      ),
      tables: snapshot.tables,
      database: { file: databaseFile, bytes: (await fs.stat(path.join(staging, databaseFile))).size },
      media: {
        files: media,
        bytes: media.reduce((sum, file) => sum + file.size, 0),
        source: options.objectStorage ? 'bucket' : 'folder',
      },
    }
    await fs.writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
    // The media folder joins the archive through a link in the staging folder: exactly the files listed.
    await fs.symlink(mediaDir, path.join(staging, MEDIA_FOLDER), 'dir')
    await tar.create(
      {
        cwd: staging,
        file: partial,
        // It holds every member's email and password hash: readable by the site's user alone.
        mode: 0o600,
        gzip: true,
        portable: true,
        follow: true,
        strict: true,
      },
      [MANIFEST_FILE, databaseFile, ...media.map((file) => `${MEDIA_FOLDER}/${file.path}`)],
    )
    await fs.rename(partial, archive)
    return manifest
  } finally {
    await fs.rm(staging, { recursive: true, force: true })
    await fs.rm(partial, { force: true })
  }
}

/** Removes the scheduled archives beyond the newest `keep`; answers their names. */
export async function pruneScheduledArchives(dir: string, keep: number): Promise<string[]> {
  const doomed = archivesToPrune(await fs.readdir(dir), keep)
  for (const name of doomed) await fs.rm(path.join(dir, name), { force: true })
  return doomed
}

/** A run still "running" after this long was interrupted (its process ended): the next run says so. */
const INTERRUPTED_AFTER_MS = 12 * 60 * 60 * 1000

/** Marks runs left "running" by a process that ended (killed, machine restarted) as failed. */
async function markInterruptedRuns(payload: Payload, now: Date): Promise<void> {
  await payload.update({
    collection: 'backups',
    where: {
      and: [
        { status: { equals: 'running' } },
        { startedAt: { less_than: new Date(now.getTime() - INTERRUPTED_AFTER_MS).toISOString() } },
      ],
    },
    data: { status: 'failed', error: 'Interrupted: the process ended before the backup was complete.' },
    overrideAccess: true,
  })
}

/** Runs one backup and records it in `backups`. Never throws for a failed backup: see the outcome. */
export async function runBackup(payload: Payload, options: BackupOptions): Promise<BackupOutcome> {
  const settings = {
    trigger: options.trigger,
    dir: path.resolve(options.dir ?? env.BACKUP_DIR),
    databaseUrl: options.databaseUrl ?? env.DATABASE_URL,
    mediaDir: options.mediaDir ?? env.MEDIA_DIR,
    objectStorage: options.objectStorage === undefined ? env.objectStorage : options.objectStorage,
  }
  const startedAt = new Date()
  const name = archiveName(settings.trigger, startedAt)
  await markInterruptedRuns(payload, startedAt)
  const row = await payload.create({
    collection: 'backups',
    data: { file: name, status: 'running', trigger: settings.trigger, startedAt: startedAt.toISOString() },
    overrideAccess: true,
  })
  logger.info({ event: 'backup_started', backupId: row.id, trigger: settings.trigger, file: name }, 'Backup started')

  try {
    await fs.mkdir(settings.dir, { recursive: true, mode: 0o700 })
    const archive = path.join(settings.dir, name)
    const manifest = await writeArchive(payload, settings, startedAt, archive)
    const { size } = await fs.stat(archive)
    await payload.update({
      collection: 'backups',
      id: row.id,
      data: {
        status: 'succeeded',
        finishedAt: new Date().toISOString(),
        sizeBytes: size,
        manifest: manifestSummary(manifest),
      },
      overrideAccess: true,
    })
    const pruned =
      settings.trigger === 'scheduled'
        ? await pruneScheduledArchives(settings.dir, options.keep ?? env.BACKUP_KEEP)
        : []
    logger.info(
      { event: 'backup_succeeded', backupId: row.id, file: name, sizeBytes: size, pruned: pruned.length },
      'Backup written',
    )
    return { status: 'succeeded', id: row.id, file: archive, sizeBytes: size, manifest, pruned }
  } catch (error) {
    const message = describeError(error)
    logger.error({ event: 'backup_failed', backupId: row.id, err: error }, 'Backup failed')
    await payload
      .update({
        collection: 'backups',
        id: row.id,
        data: { status: 'failed', finishedAt: new Date().toISOString(), error: message },
        overrideAccess: true,
      })
      .catch((updateError: unknown) =>
        logger.error(
          { event: 'backup_row_update_failed', backupId: row.id, err: updateError },
          'Could not mark the backup failed',
        ),
      )
    await notifyTeam(payload, {
      to: (contacts) => contacts.generalEmail,
      subject: `Backup failed: ${name}`,
      kind: 'backup-failed',
      title: 'A backup failed',
      intro: `The ${settings.trigger} backup started at ${startedAt.toISOString()} did not complete, so there is no new archive in BACKUP_DIR. Fix the cause, then run npm run backup.`,
      fields: [
        { label: 'Archive', value: name },
        { label: 'Folder', value: settings.dir },
        { label: 'Error', value: message },
      ],
      adminPath: `/admin/collections/backups/${row.id}`,
      log: {
        skipped: [
          'backup_notify_skipped',
          'No general email in site settings; the team was not told of the failed backup',
        ],
        failed: ['backup_notify_failed', 'Could not queue the failed-backup email'],
      },
    })
    return { status: 'failed', id: row.id, error: message }
  }
}
