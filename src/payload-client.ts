import { getPayload, type Payload } from 'payload'

import { env } from '@/lib/env'
import config from '@payload-config'

/**
 * The one Payload instance of this process (Payload caches it after the first call). Where jobs
 * run in process (production), the job queue's crons start with it: email delivery, scheduled
 * publishing and the weekly newsletter issue.
 */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config, cron: env.jobsRunInProcess })
}
