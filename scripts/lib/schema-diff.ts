/**
 * Compares the schema the Payload config describes with the newest migration snapshot of
 * the active adapter. Run in a process whose DATABASE_URL selects the adapter.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

type DrizzleKit = {
  generateDrizzleJson: (schema: unknown) => Promise<{ version: string }> | { version: string }
  generateMigration: (before: unknown, after: unknown) => Promise<string[]>
  upSnapshot?: (snapshot: unknown) => unknown
}

type DrizzleAdapterLike = {
  migrationDir: string
  schema: unknown
  defaultDrizzleSnapshot: unknown
  requireDrizzleKit: () => DrizzleKit
}

export async function pendingSchemaStatements(payload: Payload): Promise<string[]> {
  const db = payload.db as unknown as DrizzleAdapterLike
  const kit = db.requireDrizzleKit()
  const after = await kit.generateDrizzleJson(db.schema)
  const snapshots = fs.existsSync(db.migrationDir)
    ? fs
        .readdirSync(db.migrationDir)
        .filter((file) => file.endsWith('.json'))
        .sort()
    : []
  const latest = snapshots.at(-1)
  let before = latest
    ? (JSON.parse(fs.readFileSync(path.join(db.migrationDir, latest), 'utf8')) as { version: string })
    : (db.defaultDrizzleSnapshot as { version: string })
  if (kit.upSnapshot && before.version < after.version) before = kit.upSnapshot(before) as { version: string }
  return kit.generateMigration(before, after)
}
