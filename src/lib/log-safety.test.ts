import { Writable } from 'node:stream'

import pino from 'pino'
import { describe, expect, it } from 'vitest'

import { LOG_REDACT_PATHS, serializeError, withSafeErrorMessage } from './log-safety'

/** drizzle-orm's DrizzleQueryError, as it is built (drizzle-orm/errors.js). */
class DrizzleQueryError extends Error {
  constructor(
    public query: string,
    public params: unknown[],
    cause?: Error,
  ) {
    super(`Failed query: ${query}\nparams: ${params}`)
    this.cause = cause
  }
}

/** A logger with the app's rules, writing JSON lines into memory. */
function memoryLogger(): { logger: pino.Logger; lines: () => string } {
  const chunks: string[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString())
      done()
    },
  })
  const logger = pino(
    {
      redact: { paths: LOG_REDACT_PATHS, remove: true },
      serializers: { err: serializeError, error: serializeError },
      hooks: { logMethod: withSafeErrorMessage },
    },
    stream,
  )
  return { logger, lines: () => chunks.join('') }
}

const QUERY = 'insert into "members" ("email", "hash", "first_name") values (?, ?, ?)'
const VALUES = ['ann@example.com', 'a1b2c3-password-hash', 'Ann']

function failedInsert(): DrizzleQueryError {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "members_email_idx"'), {
    code: '23505',
    detail: 'Key (email)=(ann@example.com) already exists.',
    constraint: 'members_email_idx',
  })
  return new DrizzleQueryError(QUERY, VALUES, cause)
}

describe('a failed query in the log', () => {
  it.each([
    ['{ err } with a message', (logger: pino.Logger) => logger.error({ err: failedInsert() }, 'Could not store')],
    ['{ err } alone, as Payload logs errors', (logger: pino.Logger) => logger.error({ err: failedInsert() })],
    ['the error alone', (logger: pino.Logger) => logger.error(failedInsert())],
    ['{ error }', (logger: pino.Logger) => logger.warn({ error: failedInsert() }, 'failed')],
  ])('keeps the SQL and the cause, withholds the values: %s', (_, log) => {
    const { logger, lines } = memoryLogger()
    log(logger)
    const line = lines()
    for (const value of VALUES) expect(line).not.toContain(value)
    expect(line).not.toContain('"params"')
    expect(line).not.toContain('"detail"')
    expect(line).toContain('Failed query: insert into \\"members\\"')
    expect(line).toContain('params: [3 withheld]')
    expect(line).toContain('members_email_idx')
  })

  it('leaves other errors as pino serializes them', () => {
    const serialized = serializeError(Object.assign(new TypeError('boom'), { code: 'E_BOOM' })) as Record<
      string,
      unknown
    >
    expect(serialized).toMatchObject({ type: 'TypeError', message: 'boom', code: 'E_BOOM' })
    expect(String(serialized.stack)).toContain('TypeError: boom')
    expect(serializeError('not an error')).toBe('not an error')
  })
})

describe('secrets in the log', () => {
  it('drops passwords, tokens, keys, cookies and email bodies, at the top and one level down', () => {
    const { logger, lines } = memoryLogger()
    logger.info(
      {
        password: 'pw-top',
        token: 'tok-top',
        user: { email: 'kept@example.com', password: 'pw-nested', salt: 'salt-1', hash: 'hash-1', apiKey: 'key-1' },
        message: { to: 'kept@example.com', subject: 'Kept subject', html: '<p>body-html</p>', text: 'body-text' },
        headers: { authorization: 'JWT auth-1', cookie: 'payload-token=cookie-1' },
        req: { headers: { cookie: 'payload-token=cookie-2', authorization: 'Bearer auth-2' } },
      },
      'an event',
    )
    const line = lines()
    for (const secret of ['pw-top', 'tok-top', 'pw-nested', 'salt-1', 'hash-1', 'key-1', 'body-html', 'body-text']) {
      expect(line).not.toContain(secret)
    }
    for (const secret of ['auth-1', 'cookie-1', 'cookie-2', 'auth-2']) expect(line).not.toContain(secret)
    expect(line).toContain('kept@example.com')
    expect(line).toContain('Kept subject')
  })
})

describe("Payload's failed-job lines", () => {
  it('keep the job and the error, without what the job was given', () => {
    const { logger, lines } = memoryLogger()
    const input = { eventId: 'evt_1', body: '{"customer_email":"maya@example.com"}' }
    const job = {
      id: 7,
      taskSlug: 'deliverPaymentEvent',
      totalTried: 1,
      input,
      log: [{ input, output: {} }],
      taskStatus: { deliverPaymentEvent: { '1': { input, totalTried: 1 } } },
    }
    // Payload's TaskError carries the task's arguments (its input and the job again).
    const error = Object.assign(new Error('The payment webhook answered 503'), { args: { input, job } })
    logger.error({ err: error, job, msg: 'Error running task 1. Attempt 2' })
    const line = JSON.parse(lines()) as { job: Record<string, unknown>; err: { message: string } }
    expect(line.job).toEqual({ id: 7, taskSlug: 'deliverPaymentEvent', totalTried: 1 })
    expect(line.err.message).toBe('The payment webhook answered 503')
    expect(lines()).not.toContain('maya@example.com')
  })
})
