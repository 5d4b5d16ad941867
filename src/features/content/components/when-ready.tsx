import { type ReactNode, Suspense } from 'react'

import { settleWithin } from './settle-within'

/** How long a page waits for its list before sending the loading state instead. */
export const LIST_WAIT_MS = 150

type WhenReadyProps<T> = {
  promise: Promise<T>
  /** The loading state (skeleton cards, "Loading Stories..."). */
  fallback: ReactNode
  children: (value: T) => ReactNode
  waitMs?: number
}

async function Deferred<T>({ promise, render }: { promise: Promise<T>; render: (value: T) => ReactNode }) {
  return <>{render(await promise)}</>
}

/**
 * Renders `children(value)` in the page itself when `promise` settles within `waitMs` (the usual
 * case: the lists are cached), else streams it in behind `fallback`.
 *
 * Why not always <Suspense> (or loading.tsx): a streamed boundary is swapped in by an inline
 * script, so without JavaScript the visitor would only ever see the skeletons, and a 404 found
 * after streaming started would be sent with status 200.
 */
export async function WhenReady<T>({ promise, fallback, children, waitMs = LIST_WAIT_MS }: WhenReadyProps<T>) {
  const early = await settleWithin(promise, waitMs)
  if (early.done) return <>{children(early.value)}</>
  return (
    <Suspense fallback={fallback}>
      <Deferred promise={promise} render={children} />
    </Suspense>
  )
}
