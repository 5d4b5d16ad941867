/**
 * Which engine errors are the query's fault (answered as no results) and which mean the database
 * is unavailable (thrown on, so the /search page is not cached and the endpoint answers 503: ADR
 * 0026). Terms reach the engines as quoted plain words (./engine.ts), so an input problem is rare:
 * it is one of the errors below, raised by what a query's size or content makes the engine do.
 * Everything else (connection refused or lost, a locked or missing file or table, a timeout,
 * out of memory, a bug) is unavailability.
 */

/** PostgreSQL SQLSTATEs caused by a query's text: data exceptions (22…: a word too long for
 * tsquery, an invalid character), program limits (54…: statement or tsquery too complex) and a
 * malformed tsquery (42601). */
const PG_INPUT = /^(22|54)|^42601$/

/** SQLite (libsql) messages caused by a query's text: an FTS5 syntax error, too many bound
 * values, a LIKE pattern or a string too big. */
const SQLITE_INPUT = /fts5: syntax error|too many SQL variables|pattern too complex|string or blob too big/i

function causes(error: unknown): unknown[] {
  const chain: unknown[] = []
  let current: unknown = error
  while (current && chain.length < 5 && !chain.includes(current)) {
    chain.push(current)
    current = current instanceof Error ? current.cause : undefined
  }
  return chain
}

/** True when `error` (or one of its causes: drizzle wraps the driver's error) is the query's fault. */
export function isInputProblem(error: unknown): boolean {
  return causes(error).some((cause) => {
    if (!(cause instanceof Error)) return false
    const code = (cause as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && PG_INPUT.test(code)) return true
    return SQLITE_INPUT.test(cause.message)
  })
}
