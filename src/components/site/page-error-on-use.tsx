'use client'

import { type ComponentProps, lazy, Suspense } from 'react'

import type { PageError as PageErrorView } from './page-error'

const PageError = lazy(() => import('./page-error').then((module) => ({ default: module.PageError })))

/**
 * The error boundaries' PageError, loaded when an error is shown: every page loads its route's
 * error boundaries with it, and the error page (icons, buttons, words) is needed only on an error
 * (ADR 0030). Same page once loaded; on the server it is rendered in place.
 */
export function PageErrorOnUse(props: ComponentProps<typeof PageErrorView>) {
  return (
    <Suspense fallback={null}>
      <PageError {...props} />
    </Suspense>
  )
}
