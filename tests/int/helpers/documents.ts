/**
 * Everything a site holds, as Payload reads it (depth 0) and as the database stores it (rows per
 * table), for comparing a database with its restored copy (tests/int/backup.int.test.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { createHash } from 'node:crypto'

import { createClient } from '@libsql/client'
import type { CollectionSlug, GlobalSlug, Payload } from 'payload'
import pg from 'pg'

/** Per collection its documents, and its versions where it keeps them; per global its content. */
export async function readAllDocuments(payload: Payload): Promise<Record<string, unknown>> {
  const all: Record<string, unknown> = {}
  for (const collection of payload.config.collections) {
    const slug = collection.slug as CollectionSlug
    const { docs } = await payload.find({
      collection: slug,
      depth: 0,
      pagination: false,
      sort: 'id',
      overrideAccess: true,
    })
    all[slug] = docs
    if (collection.versions) {
      const versions = await payload.findVersions({
        collection: slug,
        depth: 0,
        pagination: false,
        sort: 'id',
        overrideAccess: true,
      })
      all[`${slug} versions`] = versions.docs
    }
  }
  for (const global of payload.config.globals) {
    all[`global ${global.slug}`] = await payload.findGlobal({
      slug: global.slug as GlobalSlug,
      depth: 0,
      overrideAccess: true,
    })
  }
  return JSON.parse(JSON.stringify(all)) as Record<string, unknown>
}

/** Every row of every table, each table's rows sorted, as JSON-safe values. */
export async function readAllRows(databaseUrl: string): Promise<Record<string, unknown[]>> {
  const tables: Record<string, unknown[]> = {}
  const sorted = (rows: unknown[]) =>
    rows
      .map((row) => JSON.stringify(row))
      .sort()
      .map((row) => JSON.parse(row) as unknown)
  if (databaseUrl.startsWith('file:')) {
    const client = createClient({ url: databaseUrl })
    try {
      const names = await client.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      for (const { name } of names.rows) {
        const result = await client.execute(`SELECT * FROM "${String(name)}"`)
        tables[String(name)] = sorted(
          result.rows.map((row) =>
            Object.fromEntries(
              result.columns.map((column) => [
                column,
                typeof row[column] === 'bigint' ? String(row[column]) : row[column],
              ]),
            ),
          ),
        )
      }
    } finally {
      client.close()
    }
    return tables
  }
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const names = await client.query<{ tablename: string }>(
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    )
    for (const { tablename } of names.rows) {
      tables[tablename] = sorted((await client.query(`SELECT * FROM "${tablename}"`)).rows)
    }
  } finally {
    await client.end()
  }
  return tables
}

/** sha256 of every file under `dir`, by '/'-separated relative path. */
export function hashFiles(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {}
  if (!fs.existsSync(dir)) return hashes
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const absolute = path.join(entry.parentPath, entry.name)
    hashes[path.relative(dir, absolute).split(path.sep).join('/')] = createHash('sha256')
      .update(fs.readFileSync(absolute))
      .digest('hex')
  }
  return hashes
}
