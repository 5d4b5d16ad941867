import { checkHealth } from '@/features/ops/health/check'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { getPayloadClient } from '@/payload-client'

export const dynamic = 'force-dynamic'

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export async function GET(): Promise<Response> {
  const { httpStatus, report } = await checkHealth(async () => {
    const payload = await getPayloadClient()
    await payload.find({ collection: 'users', limit: 1, depth: 0, pagination: false, overrideAccess: true })
  }, env.databaseKind)
  if (httpStatus !== 200) logger.error({ event: 'health_failed', ...report.database }, 'health check failed')
  return Response.json(report, { status: httpStatus, headers: { 'Cache-Control': 'no-store' } })
}
