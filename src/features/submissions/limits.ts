/** Share your story's rate limit (per client address; docs/security.md "Rate limits"). */
import type { NamedRateLimit } from '@/lib/forms/rate-limit'

export const STORY_LIMIT = { name: 'story', limit: 3, windowMs: 10 * 60_000 } as const satisfies NamedRateLimit
