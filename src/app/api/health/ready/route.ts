import { checkReadiness, NO_STORE, processIsStopping } from '@/features/ops/health/readiness'
import { pendingMigrationCount } from '@/features/ops/health/server'
import { logger } from '@/lib/logger'
import { getPayloadClient } from '@/payload-client'

export const dynamic = 'force-dynamic'

/**
 * GET /api/health/ready: 200 when this instance may take requests; 503 while the database does
 * not answer, migrations of this version are pending, or the process is stopping (SIGTERM).
 */
export async function GET(): Promise<Response> {
  const readiness = await checkReadiness({
    stopping: processIsStopping,
    pendingMigrations: async () => pendingMigrationCount(await getPayloadClient()),
  })
  if (readiness.httpStatus !== 200 && readiness.body.reason !== 'stopping') {
    logger.warn({ event: 'not_ready', reason: readiness.body.reason }, 'readiness check failed')
  }
  return Response.json(readiness.body, { status: readiness.httpStatus, headers: NO_STORE })
}
