/**
 * The backup archive, pure parts: its file name, its layout, its manifest, which scheduled
 * archives to keep, and the restore command's arguments. No I/O here (./server does it).
 *
 * Layout of vanlife-backup-<scheduled|manual>-<UTC time>.tar.gz:
 *   manifest.json          versions, migrations, rows per table and documents per collection, media files
 *   database/sqlite.db     SQLite: the online snapshot (VACUUM INTO)
 *   database/postgres.dump PostgreSQL: pg_dump --format=custom, taken in one REPEATABLE READ snapshot
 *   media/…                MEDIA_DIR as it was (images, their sizes, videos/), or with S3_BUCKET the
 *                          bucket's objects under S3_PREFIX, at the same relative paths (ADR 0032)
 */
import { z } from 'zod'

import { BACKUP_TRIGGERS, type BackupTrigger } from '../collections/Backups'

export const MANIFEST_FILE = 'manifest.json'
export const MEDIA_FOLDER = 'media'
export const DATABASE_FILES = { sqlite: 'database/sqlite.db', postgres: 'database/postgres.dump' } as const
/** The manifest's own format; a restore refuses an archive of a format it does not know. */
export const ARCHIVE_FORMAT = 1

const ARCHIVE_NAME = /^vanlife-backup-(scheduled|manual)-(\d{8}T\d{9}Z)\.tar\.gz$/

/**
 * vanlife-backup-scheduled-20261127T033000123Z.tar.gz (UTC, to the millisecond, so two runs never
 * share a name): sorts by time, says what made it.
 */
export function archiveName(trigger: BackupTrigger, at: Date): string {
  const stamp = at.toISOString().replace(/[-:.]/g, '')
  return `vanlife-backup-${trigger}-${stamp}.tar.gz`
}

/** The trigger and time stamp of an archive name of ours, or null for any other file. */
export function parseArchiveName(name: string): { trigger: BackupTrigger; stamp: string } | null {
  const match = ARCHIVE_NAME.exec(name)
  if (!match) return null
  return { trigger: match[1] as BackupTrigger, stamp: match[2]! }
}

/**
 * The scheduled archives to remove so that the newest `keep` remain. Manual archives and any
 * other file are never touched (an operator's `npm run backup` is theirs to delete).
 */
export function archivesToPrune(names: readonly string[], keep: number): string[] {
  const scheduled = names
    .map((name) => ({ name, parsed: parseArchiveName(name) }))
    .filter((entry) => entry.parsed?.trigger === 'scheduled')
    .sort((a, b) => (a.parsed!.stamp < b.parsed!.stamp ? 1 : a.parsed!.stamp > b.parsed!.stamp ? -1 : 0))
  return scheduled.slice(Math.max(0, keep)).map((entry) => entry.name)
}

/** Payload's table of a collection slug (its default dbName: the slug in snake_case). */
export function collectionTable(slug: string): string {
  return slug
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[-\s]+/g, '_')
    .toLowerCase()
}

/** Documents per collection, from the rows per table of the same snapshot. */
export function countsPerCollection(
  slugs: readonly string[],
  rowsPerTable: Readonly<Record<string, number>>,
): Record<string, number> {
  return Object.fromEntries(
    slugs
      .map((slug) => [slug, rowsPerTable[collectionTable(slug)]] as const)
      .filter((entry): entry is readonly [string, number] => typeof entry[1] === 'number'),
  )
}

const mediaFileSchema = z.object({
  path: z.string().min(1),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
})
export type MediaFile = z.infer<typeof mediaFileSchema>

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  createdAt: z.iso.datetime(),
  trigger: z.enum(BACKUP_TRIGGERS),
  versions: z.object({
    app: z.string(),
    payload: z.string(),
    node: z.string(),
    database: z.object({ kind: z.enum(['sqlite', 'postgres']), version: z.string() }),
  }),
  /** Names of the migrations applied to the database, oldest first. */
  migrations: z.array(z.string()),
  /** Documents per collection (its main table's rows), in the snapshot. */
  collections: z.record(z.string(), z.number().int().min(0)),
  /** Rows per table (versions, relations, arrays too), in the snapshot: the restore checks them. */
  tables: z.record(z.string(), z.number().int().min(0)),
  database: z.object({ file: z.string(), bytes: z.number().int().min(0) }),
  media: z.object({
    files: z.array(mediaFileSchema),
    bytes: z.number().int().min(0),
    /** Where the files were read from: MEDIA_DIR, or S3_BUCKET (archives before it: the folder). */
    source: z.enum(['folder', 'bucket']).default('folder'),
  }),
})
export type BackupManifest = z.infer<typeof manifestSchema>

/** What the `backups` row keeps of the manifest: everything but the list of media files. */
export function manifestSummary(manifest: BackupManifest) {
  const { media, ...rest } = manifest
  return { ...rest, media: { files: media.files.length, bytes: media.bytes, source: media.source } }
}

/** Reads an archive's manifest.json, or says in one line why it is not one of ours. */
export function parseManifest(text: string): BackupManifest {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new Error('The archive has no readable manifest.json: it is not a backup made by npm run backup')
  }
  const result = manifestSchema.safeParse(json)
  if (!result.success) {
    const issue = result.error.issues[0]
    throw new Error(
      `The archive's manifest.json is not one this version can restore (${issue?.path.join('.') || 'format'}: ${issue?.message})`,
    )
  }
  return result.data
}

/** Differences between the rows per table the manifest promises and what a restore holds. */
export function tableCountMismatches(
  expected: Readonly<Record<string, number>>,
  actual: Readonly<Record<string, number>>,
): string[] {
  return Object.entries(expected)
    .filter(([table, rows]) => actual[table] !== rows)
    .map(([table, rows]) => `${table}: ${rows} in the backup, ${actual[table] ?? 'no table'} restored`)
}

export type RestoreArgs = { file: string; force: boolean }

export const RESTORE_USAGE =
  'Usage: npm run restore -- FILE [--force]\n' +
  '  FILE     a vanlife-backup-….tar.gz made by npm run backup\n' +
  '  --force  replace a database and media folder (or bucket) that are not empty (their contents are lost)'

/** `npm run restore -- FILE [--force]`; throws the usage with what was wrong. */
export function parseRestoreArgs(argv: readonly string[]): RestoreArgs {
  const files: string[] = []
  let force = false
  for (const arg of argv) {
    if (arg === '--force') force = true
    else if (arg.startsWith('-')) throw new Error(`Unknown option ${arg}\n${RESTORE_USAGE}`)
    else files.push(arg)
  }
  if (files.length !== 1) {
    throw new Error(`${files.length ? 'Give one archive, not several' : 'Which archive?'}\n${RESTORE_USAGE}`)
  }
  return { file: files[0]!, force }
}
