/** The outcome of waiting a little for a promise. */
export type Settled<T> = { done: true; value: T } | { done: false }

/**
 * Waits at most `ms` for `promise`: its value when it fulfils in time, `{ done: false }` when it
 * does not (the promise keeps running). A rejection within the wait is passed on.
 */
export async function settleWithin<T>(promise: Promise<T>, ms: number): Promise<Settled<T>> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<Settled<T>>((resolve) => {
    timer = setTimeout(() => resolve({ done: false }), ms)
  })
  try {
    return await Promise.race([promise.then((value): Settled<T> => ({ done: true, value })), timeout])
  } finally {
    clearTimeout(timer)
  }
}
