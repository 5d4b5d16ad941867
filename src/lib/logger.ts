/**
 * Structured JSON logs (one line per event) shared by the app and Payload.
 * Pretty output only in development.
 */
import pino from 'pino'

// With its extension: the Redis cache handler loads this file with Node's own import(), outside
// Next's bundles (src/integrations/redis/next-cache-handler.ts).
import { env } from './env.ts'

export const logger = pino({
  level: env.LOG_LEVEL,
  base: { service: 'vanlife-site' },
  timestamp: pino.stdTimeFunctions.isoTime,
  redact: { paths: ['password', '*.password', 'token', '*.token', 'authorization'], remove: true },
})
