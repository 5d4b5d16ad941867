/** What the machine says: disk use, the applied migrations, the version and the build. */
import 'server-only'

import fs from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import type { DiskFacts, MigrationFacts } from '../types'
import type { StatusConfig } from './config'

async function fileSize(file: string): Promise<number> {
  return fs.stat(file).then(
    (stat) => stat.size,
    () => 0,
  )
}

/** Every file under `dir` (recursively): their count and total size; a missing folder is empty. */
async function folderSize(dir: string): Promise<{ bytes: number; files: number }> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
  const files = entries.filter((entry) => entry.isFile())
  const sizes = await Promise.all(files.map((entry) => fileSize(path.join(entry.parentPath, entry.name))))
  return { bytes: sizes.reduce((sum, size) => sum + size, 0), files: files.length }
}

async function databaseSize(payload: Payload, config: StatusConfig): Promise<{ bytes: number; detail: string }> {
  if (config.databaseKind === 'sqlite') {
    const file = path.resolve(config.root, config.databaseUrl.replace(/^file:/, '').split('?')[0]!)
    const [main, wal, shm] = await Promise.all([file, `${file}-wal`, `${file}-shm`].map(fileSize))
    return {
      bytes: main! + wal! + shm!,
      detail: `${path.basename(file)} with its -wal and -shm files`,
    }
  }
  const pool = (payload.db as unknown as { pool: { query: (sql: string) => Promise<{ rows: { size: string }[] }> } })
    .pool
  const { rows } = await pool.query('SELECT pg_database_size(current_database())::text AS size')
  return { bytes: Number(rows[0]?.size ?? 0), detail: 'pg_database_size of this database' }
}

/** The disk holding `dir` (or its nearest existing parent): free and total bytes. */
async function diskSpace(dir: string): Promise<{ free: number; total: number } | null> {
  for (let at = dir; ; at = path.dirname(at)) {
    const space = await fs.statfs(at).catch(() => null)
    if (space) return { free: space.bavail * space.bsize, total: space.blocks * space.bsize }
    if (path.dirname(at) === at) return null
  }
}

export async function diskFacts(payload: Payload, config: StatusConfig): Promise<DiskFacts> {
  const dataDir = path.resolve(config.root, config.dataDir)
  const [database, media, space] = await Promise.all([
    databaseSize(payload, config),
    folderSize(path.resolve(config.root, config.mediaDir)),
    diskSpace(dataDir),
  ])
  return {
    databaseBytes: database.bytes,
    databaseDetail: database.detail,
    mediaBytes: media.bytes,
    mediaFiles: media.files,
    freeBytes: space?.free ?? null,
    totalBytes: space?.total ?? null,
  }
}

/** The migration names of this version: src/migrations/<kind>/*.ts except index.ts. */
export async function committedMigrationNames(payload: Payload, config: StatusConfig): Promise<string[]> {
  const configured = (payload.db as unknown as { migrationDir?: string }).migrationDir
  const candidates = (
    config.migrationDir
      ? [config.migrationDir]
      : [configured, path.resolve(config.root, 'src/migrations', config.databaseKind)]
  ).filter((dir): dir is string => Boolean(dir))
  for (const dir of candidates) {
    const files = await fs.readdir(dir).catch(() => null)
    if (!files) continue
    return files
      .filter((file) => /\.(ts|js)$/.test(file) && !/^index\./.test(file) && !file.endsWith('.d.ts'))
      .map((file) => file.replace(/\.(ts|js)$/, ''))
      .sort()
  }
  throw new Error(`no migrations folder at ${candidates.join(' or ')}`)
}

/** Applied (payload-migrations rows, without the dev push marker) against committed. */
export async function migrationFacts(payload: Payload, config: StatusConfig): Promise<MigrationFacts> {
  const [committed, rows] = await Promise.all([
    committedMigrationNames(payload, config),
    payload.find({
      collection: 'payload-migrations',
      limit: 0,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { name: true },
    }),
  ])
  const applied = [
    ...new Set(rows.docs.map((row) => row.name).filter((name): name is string => Boolean(name) && name !== 'dev')),
  ].sort()
  const appliedSet = new Set(applied)
  const committedSet = new Set(committed)
  return {
    committed,
    applied,
    pending: committed.filter((name) => !appliedSet.has(name)),
    unknown: applied.filter((name) => !committedSet.has(name)),
  }
}

export async function versionOf(root: string): Promise<string> {
  const text = await fs.readFile(path.join(root, 'package.json'), 'utf8').catch(() => '{}')
  return (JSON.parse(text) as { version?: string }).version ?? 'unknown'
}

export async function buildIdOf(root: string): Promise<string | null> {
  const text = await fs.readFile(path.join(root, '.next/BUILD_ID'), 'utf8').catch(() => null)
  return text?.trim() || null
}
