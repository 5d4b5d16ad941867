import { describe, expect, it } from 'vitest'

import { isInputProblem } from './errors'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

describe('isInputProblem', () => {
  it('knows the errors a query causes, also wrapped', () => {
    expect(isInputProblem(withCode('word is too long', '54000'))).toBe(true)
    expect(isInputProblem(withCode('syntax error in tsquery', '42601'))).toBe(true)
    expect(isInputProblem(new Error('Failed query', { cause: withCode('bad', '22P02') }))).toBe(true)
    expect(isInputProblem(new Error('SQLITE_ERROR: fts5: syntax error near "*"'))).toBe(true)
    expect(isInputProblem(new Error('too many SQL variables'))).toBe(true)
  })

  it('takes everything else for an unavailable database', () => {
    expect(isInputProblem(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(false)
    expect(isInputProblem(withCode('terminating connection', '57P01'))).toBe(false)
    expect(isInputProblem(withCode('relation "search_index" does not exist', '42P01'))).toBe(false)
    expect(isInputProblem(new Error('SQLITE_BUSY: database is locked'))).toBe(false)
    expect(isInputProblem(new Error('no such table: search_index'))).toBe(false)
    expect(isInputProblem('boom')).toBe(false)
  })
})
