/**
 * Expiring cache tags from outside a request. Next's revalidateTag needs the store of a request
 * (it throws elsewhere), but some changes happen outside one: a scheduled publish runs in the job
 * queue (`npm run worker`, or `npm start`'s process). There, the tags are collected and sent to
 * this machine's server's /api/revalidate, whose route expires them like a publish in the admin would: by whoever made the
 * change once it has committed (`flushDeferredTags`: a scheduled publish, when Payload's task has
 * returned), else after a short delay.
 */
import 'server-only'

import { env } from '@/lib/env'
import { logger } from '@/lib/logger'

import { REVALIDATE_PATH, SIGNATURE_HEADER, signRevalidation } from './signature'

/** For changes nobody flushes: long enough for a transaction to commit, short enough to be "at once". */
export const FLUSH_DELAY_MS = 2_000

const pending = new Set<string>()
let timer: NodeJS.Timeout | null = null

/** This process's own server: npm start listens on PORT on every interface. */
const selfUrl = (): string => `http://127.0.0.1:${env.PORT}${REVALIDATE_PATH}`

/** Sends the collected tags now: for a caller whose change has committed (else the timer does). */
export async function flushDeferredTags(): Promise<void> {
  if (timer) clearTimeout(timer)
  timer = null
  const tags = [...pending]
  pending.clear()
  if (tags.length === 0) return
  const body = { at: Date.now(), tags }
  try {
    const response = await fetch(selfUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signRevalidation(body, env.payloadSecret) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    logger.info({ event: 'cache.revalidated-later', tags }, 'Expired cache tags of a change made outside a request')
  } catch (error) {
    logger.warn(
      { event: 'cache.revalidate-later-failed', tags, err: error },
      'Could not expire cache tags of a change made outside a request; pages refresh within their TTL',
    )
  }
}

/** This process runs the job queue: the web process where it does (env.jobsRunInProcess), or `npm run worker`. */
let runsJobs = env.jobsRunInProcess

/**
 * Called by `npm run worker` (ADR 0033): its changes (a scheduled publish, an order expired) are
 * sent to the web server on this machine (the same PORT, from the same environment), which
 * expires them for every instance through Redis, or for itself without Redis. Without a web server
 * on this machine the request fails (logged) and pages refresh within their time-to-live.
 */
export function expireThroughLocalServer(): void {
  runsJobs = true
}

/**
 * Expires `tags` shortly, through this machine's server. Only where the job queue runs (the web
 * process with JOBS_AUTORUN in production, or `npm run worker`); elsewhere (CLI scripts, tests)
 * there is no cache to expire.
 */
export function expireLater(tags: string[]): boolean {
  if (!runsJobs) return false
  for (const tag of tags) pending.add(tag)
  timer ??= setTimeout(() => void flushDeferredTags(), FLUSH_DELAY_MS)
  return true
}
