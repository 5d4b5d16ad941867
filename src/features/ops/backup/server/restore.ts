/**
 * npm run restore -- FILE [--force]: brings an archive of npm run backup into the configured
 * database and media folder (with S3_BUCKET: into the bucket, ADR 0032), with the site stopped. Refuses a target that is not empty unless
 * forced, checks everything before changing anything, and checks the result against the
 * manifest (rows per table, every media file's hash). Payload is not loaded: the restored
 * database carries its own migrations table, so the next `npm start` migrates nothing.
 */
import 'server-only'

import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import * as tar from 'tar'

import { copyFolderToBucket, createS3Client, listObjects, uploadContentType } from '@/integrations/s3'
import type { ObjectStorageSettings } from '@/lib/env'

import {
  type BackupManifest,
  DATABASE_FILES,
  MANIFEST_FILE,
  MEDIA_FOLDER,
  parseManifest,
  tableCountMismatches,
} from '../archive'
import type { DatabaseSnapshot } from './database'
import { emptyFolder, isEmptyFolder, mediaMismatches } from './media'
import { postgresTableCount, restorePostgres } from './postgres'
import { restoreSqlite, sqliteTableCount } from './sqlite'

/** A restore that was refused or failed, with the message for the operator. */
export class RestoreError extends Error {
  override name = 'RestoreError'
}

export type RestoreOptions = {
  /** The archive. */
  file: string
  databaseUrl: string
  mediaDir: string
  /**
   * With S3_BUCKET: the media files go to the bucket (under S3_PREFIX) instead of mediaDir,
   * whichever the backup read them from.
   */
  objectStorage?: ObjectStorageSettings | null
  /** Replace a database and media folder (or the bucket's files) that are not empty. */
  force?: boolean
}

export type RestoreOutcome = { manifest: BackupManifest; database: DatabaseSnapshot; mediaFiles: number }

async function readArchiveHead(file: string, into: string): Promise<BackupManifest> {
  try {
    await fs.access(file)
  } catch {
    throw new RestoreError(`No archive at ${file}`)
  }
  try {
    await tar.extract({
      file,
      cwd: into,
      strict: true,
      filter: (entry) => entry === MANIFEST_FILE || entry.startsWith('database/'),
    })
  } catch (error) {
    throw new RestoreError(`${file} is not a readable .tar.gz archive (${(error as Error).message})`)
  }
  const text = await fs.readFile(path.join(into, MANIFEST_FILE), 'utf8').catch(() => '')
  try {
    return parseManifest(text)
  } catch (error) {
    throw new RestoreError((error as Error).message)
  }
}

function bucketName(bucket: ObjectStorageSettings): string {
  return `${bucket.bucket}${bucket.prefix ? `/${bucket.prefix}` : ''}`
}

async function bucketObjectCount(bucket: ObjectStorageSettings): Promise<number> {
  const client = createS3Client(bucket)
  try {
    return (await listObjects(client, bucket.bucket, bucket.prefix ? `${bucket.prefix}/` : '')).size
  } finally {
    client.destroy()
  }
}

/** The restored files into the bucket (what is there already with the same content is kept). */
async function copyToBucket(bucket: ObjectStorageSettings, folder: string): Promise<void> {
  const client = createS3Client(bucket)
  try {
    await copyFolderToBucket({
      client,
      bucket: bucket.bucket,
      prefix: bucket.prefix,
      folder,
      contentTypeOf: uploadContentType,
    })
  } finally {
    client.destroy()
  }
}

/** Restores `file`; throws a RestoreError saying what to do when it cannot. */
export async function restoreArchive(options: RestoreOptions): Promise<RestoreOutcome> {
  const force = options.force ?? false
  const kind = options.databaseUrl.startsWith('file:') ? 'sqlite' : 'postgres'
  const mediaDir = path.resolve(options.mediaDir)
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'vanlife-restore-'))
  try {
    const manifest = await readArchiveHead(path.resolve(options.file), work)
    const archiveKind = manifest.versions.database.kind
    if (archiveKind !== kind) {
      throw new RestoreError(
        `This backup is of a ${archiveKind} database; DATABASE_URL names a ${kind} one. Restore it into a ${archiveKind} database.`,
      )
    }

    const tables =
      kind === 'sqlite' ? await sqliteTableCount(options.databaseUrl) : await postgresTableCount(options.databaseUrl)
    const bucket = options.objectStorage ?? null
    const mediaEmpty = bucket ? (await bucketObjectCount(bucket)) === 0 : await isEmptyFolder(mediaDir)
    if (!force && (tables > 0 || !mediaEmpty)) {
      const what = [
        tables > 0 ? `the database holds ${tables} tables` : '',
        mediaEmpty ? '' : `${bucket ? `the bucket ${bucketName(bucket)}` : mediaDir} holds files`,
      ]
        .filter(Boolean)
        .join(' and ')
      throw new RestoreError(
        `Refusing to restore: ${what}. Restore into an empty database and media folder, or add --force to replace their contents (everything in them is lost).`,
      )
    }

    const dumpFile = path.join(work, DATABASE_FILES[kind])
    const database =
      kind === 'sqlite'
        ? await restoreSqlite(dumpFile, options.databaseUrl)
        : await restorePostgres(dumpFile, options.databaseUrl, { replace: tables > 0 })

    // Into the media folder, or into a folder of the work space first, checked, then copied to the bucket.
    const extractTo = bucket ? path.join(work, MEDIA_FOLDER) : mediaDir
    await fs.mkdir(extractTo, { recursive: true })
    if (!bucket && !mediaEmpty) await emptyFolder(mediaDir)
    await tar.extract({
      file: path.resolve(options.file),
      cwd: extractTo,
      strict: true,
      strip: 1,
      filter: (entry) => entry.startsWith(`${MEDIA_FOLDER}/`),
    })
    const mediaProblems = await mediaMismatches(extractTo, manifest.media.files)
    if (bucket && mediaProblems.length === 0) await copyToBucket(bucket, extractTo)

    const problems = [...tableCountMismatches(manifest.tables, database.tables), ...mediaProblems]
    if (problems.length) {
      throw new RestoreError(
        `The restore does not match the backup's manifest:\n  ${problems.slice(0, 20).join('\n  ')}`,
      )
    }
    return { manifest, database, mediaFiles: manifest.media.files.length }
  } finally {
    await fs.rm(work, { recursive: true, force: true })
  }
}
