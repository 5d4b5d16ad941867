/** Readiness's database part: how many migrations of this version the database has not applied. */
import 'server-only'

import type { Payload } from 'payload'

import { type StatusConfig, statusConfig } from '../status/server/config'
import { migrationFacts } from '../status/server/system'

export async function pendingMigrationCount(payload: Payload, config: StatusConfig = statusConfig()): Promise<number> {
  const { pending } = await migrationFacts(payload, config)
  return pending.length
}
