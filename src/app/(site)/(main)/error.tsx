'use client'

import { PageErrorOnUse } from '@/components/site/page-error-on-use'

/** A page of the public site could not render (ADR 0026: a read failed): the error page in the site's chrome. */
export default function SiteErrorBoundary({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <PageErrorOnUse reset={reset} />
}
