/**
 * The search endpoint's rate limit (per client address; docs/security.md "Rate limits"): results
 * as you type ask once per pause in typing, so a generous 120 a minute is two a second, held.
 */
import type { NamedRateLimit } from '@/lib/forms/rate-limit'

export const SEARCH_API_LIMIT = { name: 'search', limit: 120, windowMs: 60_000 } as const satisfies NamedRateLimit

/**
 * The longest query string the endpoint reads. The normal form's worst case fits: 200 characters
 * of four UTF-8 bytes each, percent-encoded (200 × 12 = 2,400), plus q=, kind, type, page and log.
 */
export const SEARCH_API_MAX_QUERY_BYTES = 2600

/** Results the dialog shows. */
export const SEARCH_DIALOG_RESULTS = 8
