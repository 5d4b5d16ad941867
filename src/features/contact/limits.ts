/** The contact form's rate limit (per client address; docs/security.md "Rate limits"). */
import type { NamedRateLimit } from '@/lib/forms/rate-limit'

export const CONTACT_LIMIT = { name: 'contact', limit: 5, windowMs: 10 * 60_000 } as const satisfies NamedRateLimit
