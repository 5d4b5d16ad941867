'use client'

import { PageErrorOnUse } from '@/components/site/page-error-on-use'

/** A layout of the public site could not render (its site settings could not be read): the error page without the site's chrome. */
export default function SiteErrorBoundary({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <PageErrorOnUse reset={reset} />
}
