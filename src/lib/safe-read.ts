import 'server-only'

import { logger } from '@/lib/logger'

/**
 * A public read that never throws (SPEC §8 "Content fetch failure"): a failure is logged and
 * the page gets `fallback`. Wrap the cached read, so that a failure is not cached.
 */
export async function readOr<T>(resource: string, read: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await read()
  } catch (error) {
    logger.error({ event: 'content_fetch_failed', resource, err: error }, `Could not read ${resource}`)
    return fallback
  }
}
