'use client'

import { PageError } from '@/components/site/page-error'

/** The /link page could not render (ADR 0026: a read failed): the error page in its minimal chrome. */
export default function SiteErrorBoundary({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <PageError reset={reset} />
}
