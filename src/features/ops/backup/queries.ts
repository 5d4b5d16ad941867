/** Reading the backups the site has made (the admin's status page shows the newest). */
import 'server-only'

import type { Payload } from 'payload'

import type { Backup } from '@/payload-types'

export type LastBackup = Pick<
  Backup,
  'id' | 'file' | 'status' | 'trigger' | 'startedAt' | 'finishedAt' | 'sizeBytes' | 'error' | 'manifest'
>

/**
 * The newest backup run (running, succeeded or failed; or only those `only`), or null when
 * there is none.
 */
export async function lastBackup(payload: Payload, only?: Backup['status']): Promise<LastBackup | null> {
  const { docs } = await payload.find({
    collection: 'backups',
    where: only ? { status: { equals: only } } : undefined,
    sort: '-startedAt',
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const doc = docs[0]
  if (!doc) return null
  const { id, file, status, trigger, startedAt, finishedAt, sizeBytes, error, manifest } = doc
  return { id, file, status, trigger, startedAt, finishedAt, sizeBytes, error, manifest }
}
