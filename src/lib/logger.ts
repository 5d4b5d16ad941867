/**
 * Structured JSON logs (one line per event) shared by the app and Payload.
 * Pretty output only in development.
 */
import pino from 'pino'

import { env } from './env'

export const logger = pino({
  level: env.LOG_LEVEL,
  base: { service: 'vanlife-site' },
  timestamp: pino.stdTimeFunctions.isoTime,
  redact: { paths: ['password', '*.password', 'token', '*.token', 'authorization'], remove: true },
})
