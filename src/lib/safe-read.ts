import 'server-only'

import { env } from '@/lib/env'
import { logger } from '@/lib/logger'

/**
 * A public read that never throws (SPEC §8 "Content fetch failure"): a failure is logged and
 * the page gets `fallback`. Wrap the cached read, so that a failure is not cached. While
 * `next build` prerenders there is no database: the fallback, unread (the render model, ADR 0011).
 */
export async function readOr<T>(resource: string, read: () => Promise<T>, fallback: T): Promise<T> {
  if (env.isBuildPhase) return fallback
  try {
    return await read()
  } catch (error) {
    logger.error({ event: 'content_fetch_failed', resource, err: error }, `Could not read ${resource}`)
    return fallback
  }
}
