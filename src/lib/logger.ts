/**
 * Structured JSON logs (one line per event) shared by the app and Payload.
 * Pretty output only in development. Secrets, personal data and SQL parameters are kept out
 * (./log-safety.ts).
 */
import pino from 'pino'

// With its extension: the Redis cache handler loads this file with Node's own import(), outside
// Next's bundles (src/integrations/redis/next-cache-handler.ts).
import { env } from './env.ts'
import { LOG_REDACT_PATHS, serializeError, withSafeErrorMessage } from './log-safety.ts'

/** The logger's options, also for tests that log into memory with the same rules. */
export const loggerOptions: pino.LoggerOptions = {
  level: env.LOG_LEVEL,
  base: { service: 'vanlife-site' },
  timestamp: pino.stdTimeFunctions.isoTime,
  redact: { paths: LOG_REDACT_PATHS, remove: true },
  serializers: { err: serializeError, error: serializeError },
  hooks: { logMethod: withSafeErrorMessage },
}

export const logger = pino(loggerOptions)
