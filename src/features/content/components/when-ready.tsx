import type { ReactNode } from 'react'

type WhenReadyProps<T> = {
  promise: Promise<T>
  children: (value: T) => ReactNode
}

/**
 * Renders `children(value)` in the page itself once `promise` settles. Public pages come from the
 * route cache (ADR 0011), so a visitor never waits on this read; a streamed <Suspense> boundary
 * would be cached as it was sent: skeletons swapped in by an inline script (no-JS visitors and
 * crawlers would only ever see the skeletons) and a 404 found inside it cached as a 200.
 */
export async function WhenReady<T>({ promise, children }: WhenReadyProps<T>) {
  return <>{children(await promise)}</>
}
