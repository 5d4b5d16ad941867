import 'server-only'

import { env } from '@/lib/env'
import { logger } from '@/lib/logger'

/** A public read failed (already logged): the page or route answer built on it must not be cached. */
export class ContentUnavailableError extends Error {
  readonly resource: string

  constructor(resource: string, options?: { cause?: unknown }) {
    super(`Could not read ${resource}`, options)
    this.name = 'ContentUnavailableError'
    this.resource = resource
  }
}

/**
 * A public read for a cached page or route (ADR 0026). A failure is logged
 * (`content_fetch_failed`) and thrown as ContentUnavailableError: Next then neither stores the
 * render nor sends it with a public Cache-Control. It keeps serving the page it already has, else
 * answers the site's error page (500, `private, no-store`) until the database answers again.
 * Returning a fallback instead (SPEC §8's empty state) would cache an empty list or a 404 as
 * the page for its time-to-live, in every instance.
 *
 * Wrap the cached read (unstable_cache does not keep a thrown read). `whileBuilding` is what the
 * page gets while `next build` prerenders: there is no database then (the render model, ADR 0011).
 */
export async function readOr<T>(resource: string, read: () => Promise<T>, whileBuilding: T): Promise<T> {
  if (env.isBuildPhase) return whileBuilding
  try {
    return await read()
  } catch (error) {
    logger.error({ event: 'content_fetch_failed', resource, err: error }, `Could not read ${resource}`)
    throw new ContentUnavailableError(resource, { cause: error })
  }
}
