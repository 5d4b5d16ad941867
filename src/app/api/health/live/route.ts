import { NO_STORE } from '@/features/ops/health/readiness'

export const dynamic = 'force-dynamic'

/** GET /api/health/live: 200 while the process runs (asks nothing else: a load balancer's liveness probe). */
export function GET(): Response {
  return Response.json({ status: 'ok' }, { headers: NO_STORE })
}
