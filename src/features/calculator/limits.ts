/**
 * The calculator's rate limits (docs/security.md "Rate limits"): the reveal form emails a summary,
 * so it is limited per client address and per email address.
 */
import type { NamedRateLimit } from '@/lib/forms/rate-limit'

export const COST_SUMMARY_LIMIT = {
  name: 'costSummary',
  limit: 5,
  windowMs: 10 * 60_000,
} as const satisfies NamedRateLimit

export const COST_SUMMARY_EMAIL_LIMIT = {
  name: 'costSummaryEmail',
  limit: 10,
  windowMs: 60 * 60_000,
} as const satisfies NamedRateLimit
