/** The newsletter's rate limits (per client address; docs/security.md "Rate limits"). */
import type { NamedRateLimit } from '@/lib/forms/rate-limit'

export const SUBSCRIBE_LIMIT = { name: 'subscribe', limit: 5, windowMs: 60_000 } as const satisfies NamedRateLimit

/** The confirm button (one POST per click; a signed token is needed to change anything). */
export const CONFIRM_LIMIT = { name: 'confirm', limit: 10, windowMs: 60_000 } as const satisfies NamedRateLimit
