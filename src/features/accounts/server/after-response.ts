/**
 * Work that must not change how long the answer takes (an email only known addresses get): inside
 * a Next request it runs after the response is sent (`after`); elsewhere (the integration tests
 * call the handlers directly) at once. A failure is logged, never answered. Server-only.
 */
import 'server-only'

import { after } from 'next/server'

import { logger } from '@/lib/logger'

export async function afterResponse(event: string, work: () => Promise<void>): Promise<void> {
  const run = () =>
    work().catch((error: unknown) => {
      logger.error({ event, err: error }, 'Account email work after the answer failed')
    })
  try {
    after(run)
  } catch {
    // No request scope (called outside Next): do it now.
    await run()
  }
}
