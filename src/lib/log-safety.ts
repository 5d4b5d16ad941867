/**
 * What a log line must never carry (ARCHITECTURE "Security model": secrets and personal data
 * never appear in logs), for the one pino logger the app and Payload share (./logger.ts):
 *
 * - SQL parameters. A failed query reaches the log as drizzle's DrizzleQueryError, whose
 *   message is "Failed query: <sql>\nparams: <every value>" and whose `params` hold the values
 *   again: emails, names, message bodies, password hashes. `serializeError` keeps the SQL text
 *   (placeholders only) and the cause, and withholds the values; PostgreSQL's `detail`
 *   ("Key (email)=(…) already exists"), `where` and `internalQuery` go too.
 * - Passwords, tokens, keys, cookies and email bodies under the keys of LOG_REDACT_PATHS.
 */
import pino from 'pino'

/**
 * Keys an error (at any depth) may carry a query's values or a row's contents under (`args`: a
 * Payload TaskError's task arguments, the job's input and the job again).
 */
const VALUE_KEYS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery', 'args'])

/** Removed from every log line: top level and one object down (`{ user: { password } }`). */
const SECRET_KEYS = [
  'password',
  'confirm-password',
  'token',
  'authorization',
  'cookie',
  'apiKey',
  'secret',
  'salt',
  'hash',
  'resetPasswordToken',
  '_verificationToken',
  // Email bodies (a message as handed to the email adapter or the outbox).
  'html',
  'text',
]

export const LOG_REDACT_PATHS = [
  ...SECRET_KEYS.flatMap((key) => [`["${key}"]`, `*["${key}"]`]),
  'headers.authorization',
  'headers.cookie',
  '*.headers.authorization',
  '*.headers.cookie',
  // Payload's job runner logs the whole job when a task fails: its input, task log and task status
  // carry what the job was given (a payment event with the buyer's address, an email's recipient).
  'job.input',
  'job.log',
  'job.taskStatus',
]

type Drizzled = { query: string; params: unknown[]; message: string }

function isDrizzleQueryError(value: unknown): value is Drizzled {
  const error = value as Partial<Drizzled> | null
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof error.query === 'string' &&
    Array.isArray(error.params) &&
    typeof error.message === 'string'
  )
}

/** The error and its causes (drizzle wraps the driver's error as `cause`). */
function chain(error: unknown): unknown[] {
  const errors: unknown[] = []
  for (let current = error; current && typeof current === 'object' && errors.length < 8;) {
    errors.push(current)
    const { cause, errors: inner } = current as { cause?: unknown; errors?: unknown }
    if (Array.isArray(inner)) errors.push(...inner.flatMap(chain))
    current = cause
  }
  return errors
}

/** Drops value-carrying keys and rewrites drizzle's messages wherever they were copied. */
function scrub(value: unknown, replacements: [string, string][], depth: number): unknown {
  if (typeof value === 'string') {
    return replacements.reduce((text, [unsafe, safe]) => text.split(unsafe).join(safe), value)
  }
  if (depth > 4 || typeof value !== 'object' || value === null) return value
  if (Array.isArray(value)) return value.map((each) => scrub(each, replacements, depth + 1))
  const target = value as Record<string, unknown>
  for (const key of Object.keys(target)) {
    if (VALUE_KEYS.has(key)) delete target[key]
    else target[key] = scrub(target[key], replacements, depth + 1)
  }
  return target
}

function isErrorLike(value: unknown): value is Error {
  return value instanceof Error || (typeof value === 'object' && value !== null && 'message' in value)
}

/** Each failed query's message in the chain, and what to write instead. */
function replacementsFor(error: unknown): [string, string][] {
  return chain(error)
    .filter(isDrizzleQueryError)
    .map(({ message, query, params }) => [message, `Failed query: ${query}\nparams: [${params.length} withheld]`])
}

/** pino's error serializer, without the values of failed queries. */
export function serializeError(error: unknown): unknown {
  if (!isErrorLike(error)) return error
  return scrub(pino.stdSerializers.err(error), replacementsFor(error), 0)
}

/**
 * pino's `logMethod` hook: a line logged with an error and no message of its own gets the
 * error's message as `msg` (pino copies it raw, values and all); here, the withheld one.
 */
export function withSafeErrorMessage(this: pino.Logger, args: Parameters<pino.LogFn>, method: pino.LogFn): void {
  const [first] = args
  if (args.length === 1 && typeof first === 'object' && first !== null) {
    const error = isErrorLike(first) ? first : (first as { err?: unknown }).err
    if (isErrorLike(error)) {
      const message = scrub(String(error.message), replacementsFor(error), 0) as string
      return method.apply(this, [first, message])
    }
  }
  return method.apply(this, args)
}
