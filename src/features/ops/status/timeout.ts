/** Time limits for the status page's checks and the health answers. Pure. */

/** `work`'s result, or an Error "`what` gave no answer within N ms" after `timeoutMs`. */
export async function withTimeout<T>(
  work: Promise<T> | (() => Promise<T>),
  timeoutMs: number,
  what: string,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} gave no answer within ${timeoutMs} ms`)), timeoutMs)
  })
  try {
    return await Promise.race([typeof work === 'function' ? work() : work, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** A fact that was read, or why it could not be. */
export type Checked<T> = { ok: true; value: T; ms: number } | { ok: false; error: string; ms: number }

/** Runs one check with a time limit; a failure or the timeout becomes `{ ok: false, error }`, never a throw. */
export async function check<T>(what: string, work: () => Promise<T>, timeoutMs: number): Promise<Checked<T>> {
  const started = performance.now()
  const ms = () => Math.round(performance.now() - started)
  try {
    const value = await withTimeout(work, timeoutMs, what)
    return { ok: true, value, ms: ms() }
  } catch (error) {
    return { ok: false, error: errorText(error), ms: ms() }
  }
}

/** An error's message, one line, without credentials that a URL in it may carry. */
export function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  const line = message.split('\n')[0]?.trim() || 'unknown error'
  return line.replace(/([a-z][a-z0-9+.-]*:\/\/)[^@\s/]+@/gi, '$1…@').slice(0, 300)
}
