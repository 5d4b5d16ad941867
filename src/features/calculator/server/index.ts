/**
 * POST /api/forms/cost-summary (the route only calls handleCostSummary): the shared public-form
 * pipeline (src/lib/forms/endpoint.ts: same origin, size, JSON, honeypot, rate limit per client
 * address, validation with costSummaryRequestSchema, 503 "Something went wrong. Please try again."
 * on any error), then the steps in ./handle.ts. And the reader of a member's sent summaries for
 * /account. Server-only.
 */
import 'server-only'

import { rateLimiterFor } from '@/integrations/redis'
import { handlePublicForm } from '@/lib/forms/endpoint'

import { CALCULATOR_MESSAGES, costSummaryRequestSchema } from '../schemas'
import { type CostSummaryDeps, sendCostSummary } from './handle'
import { COST_SUMMARY_EMAIL_LIMIT, COST_SUMMARY_LIMIT } from '../limits'

export type { CostSummaryAnswer, CostSummaryDeps } from './handle'
export { listMemberCostSummaries, MEMBER_SUMMARIES_LIMIT } from './member-summaries'

export function handleCostSummary(request: Request, deps: CostSummaryDeps): Promise<Response> {
  return handlePublicForm(request, {
    form: 'costSummary',
    limiter: rateLimiterFor(COST_SUMMARY_LIMIT),
    schema: costSummaryRequestSchema,
    failure: CALCULATOR_MESSAGES.somethingWentWrong,
    failureLog: { event: 'cost_summary_failed', message: 'Cost summary failed' },
    handle: (values, context) =>
      sendCostSummary(values, context, {
        ...deps,
        emailLimiter: deps.emailLimiter ?? rateLimiterFor(COST_SUMMARY_EMAIL_LIMIT),
      }),
  })
}
