/** Page views' rate limit: one per route change; a reader does not open a page a second for a minute. */
import type { NamedRateLimit } from '@/lib/forms/rate-limit'

export const PAGEVIEW_LIMIT = { name: 'pageview', limit: 60, windowMs: 60_000 } as const satisfies NamedRateLimit
