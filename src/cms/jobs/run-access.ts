/**
 * Who may run the queue by hand through Payload's endpoint (GET /api/payload-jobs/run): an admin,
 * and only while no runner holds the queue's lease (ADR 0033). Payload's endpoint claims jobs
 * without the lease, so beside a live worker it could run a job the worker is running too; with no
 * runner alive (tests, a site whose worker is stopped) it stays the way to drain the queue at once.
 */
import 'server-only'

import type { PayloadRequest } from 'payload'

import { checkRole } from '@/cms/access'

import { readQueueLease } from './lease'

/** True when the lease is free: never taken, given up, or expired. */
export function leaseIsFree(lease: { expiresAt: string | null } | null, now = Date.now()): boolean {
  return !lease?.expiresAt || new Date(lease.expiresAt).getTime() <= now
}

export async function mayRunJobsByHand({ req }: { req: PayloadRequest }): Promise<boolean> {
  if (!checkRole(['admin'], req.user)) return false
  return leaseIsFree(await readQueueLease(req.payload))
}
