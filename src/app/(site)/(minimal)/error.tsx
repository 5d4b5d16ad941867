'use client'

import { PageErrorOnUse } from '@/components/site/page-error-on-use'

/** The /link page could not render (ADR 0026: a read failed): the error page in its minimal chrome. */
export default function SiteErrorBoundary({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <PageErrorOnUse reset={reset} />
}
