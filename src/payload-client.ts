import { getPayload, type Payload } from 'payload'

import { env } from '@/lib/env'
import config from '@payload-config'

/**
 * The one Payload instance of this process (Payload caches it after the first call). Where the web
 * process runs jobs too (env.jobsRunInProcess: production, not live or JOBS_AUTORUN=true; ADR 0033),
 * the job runner starts with it: email delivery, scheduled publishing and the weekly newsletter
 * issue, whenever this process holds the queue's lease. Elsewhere `npm run worker` runs them.
 */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config, cron: env.jobsRunInProcess })
}
