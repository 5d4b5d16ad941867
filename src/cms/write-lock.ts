/** The one-writer-at-a-time lock of src/cms/sqlite-writes.ts (ADR 0015). */
export type WriteLock = {
  /** Resolves with the release function once this caller holds the lock; rejects after the timeout. */
  acquire: () => Promise<() => void>
  readonly held: boolean
  readonly waiting: number
}

/** A first-come, first-served lock with a waiting time limit. Releasing twice is harmless. */
export function createWriteLock(options: {
  timeoutMs: number
  timeoutMessage?: (waitedMs: number) => string
}): WriteLock {
  const queue: { grant: () => void }[] = []
  let held = false

  const releaser = () => {
    let released = false
    return () => {
      if (released) return
      released = true
      const next = queue.shift()
      if (next) next.grant()
      else held = false
    }
  }

  return {
    acquire() {
      if (!held) {
        held = true
        return Promise.resolve(releaser())
      }
      return new Promise((resolve, reject) => {
        const waiter = {
          grant: () => {
            clearTimeout(timer)
            resolve(releaser())
          },
        }
        const timer = setTimeout(() => {
          queue.splice(queue.indexOf(waiter), 1)
          reject(
            new Error(
              options.timeoutMessage?.(options.timeoutMs) ?? `Waited ${options.timeoutMs} ms for the write lock`,
            ),
          )
        }, options.timeoutMs)
        queue.push(waiter)
      })
    },
    get held() {
      return held
    },
    get waiting() {
      return queue.length
    },
  }
}
