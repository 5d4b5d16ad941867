/** Readiness's database part: how many migrations of this version the database has not applied. */
import 'server-only'

import type { Payload } from 'payload'

import { statusConfig } from '../status/server/config'
import { migrationFacts } from '../status/server/system'

export async function pendingMigrationCount(payload: Payload): Promise<number> {
  const { pending } = await migrationFacts(payload, statusConfig())
  return pending.length
}
