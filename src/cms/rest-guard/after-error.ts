/**
 * The safety net behind ./request.ts: when a read (GET, HEAD, or a POST read as a GET) still
 * fails because the database driver refused a value the query carried, the answer is 400, not
 * Payload's 500. Only for reads, and only for value errors: a write that fails, or any other
 * error (a lost connection, a missing table), stays a 5xx. Payload has logged the error before
 * this hook runs, so nothing is hidden from the logs.
 */
import type { AfterErrorHook } from 'payload'

import { BAD_QUERY_MESSAGE } from './answers'

/** libsql refusing to bind a parameter (NaN, Infinity, undefined, an object). */
const SQLITE_BIND_ERROR = /can only bind|cannot be passed as argument|Only finite numbers/

function causes(error: unknown): unknown[] {
  const chain: unknown[] = []
  let current = error
  while (current && typeof current === 'object' && chain.length < 5) {
    chain.push(current)
    current = (current as { cause?: unknown }).cause
  }
  return chain
}

/**
 * Whether the database rejected a value of the query: PostgreSQL's class 22 (data exception:
 * invalid text representation, datetime format, numeric range, negative offset…), SQLite's
 * datatype mismatch, or libsql's parameter binding errors.
 */
export function isQueryValueError(error: unknown): boolean {
  return causes(error).some((each) => {
    const { code, message } = each as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true
    if (code === 'SQLITE_MISMATCH') return true
    return each instanceof Error && code === undefined && SQLITE_BIND_ERROR.test(String(message))
  })
}

export const answerQueryValueErrors: AfterErrorHook = ({ error, req }) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return
  if (!isQueryValueError(error)) return
  return { status: 400, response: { errors: [{ message: BAD_QUERY_MESSAGE }] } }
}
