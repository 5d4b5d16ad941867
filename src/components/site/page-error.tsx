'use client'

import { AlertTriangleIcon, RotateCwIcon } from 'lucide-react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useTransition } from 'react'

import { Button } from '@/components/ui/button'
import { Container } from '@/components/ui/container'

/** What the site's error page says (no error details: they are in the server log). */
export const PAGE_ERROR_MESSAGES = {
  title: 'Something went wrong',
  description: 'This page could not be loaded just now. Please try again in a moment.',
  retry: 'Try Again',
  retrying: 'Loading...',
  home: 'Return to Home',
} as const

/**
 * The site's own error page: a page whose content could not be read (the database did not
 * answer, ADR 0026) or failed otherwise. Next answers it with a 500 and `private, no-store`, and
 * never keeps it in the route cache. Try Again reads the page again.
 */
export function PageError({ reset }: { reset: () => void }) {
  const router = useRouter()
  const [loading, startTransition] = useTransition()
  const retry = () => {
    if (loading) return
    startTransition(() => {
      router.refresh()
      reset()
    })
  }
  return (
    <Container size="narrow" className="flex flex-col items-center py-20 text-center md:py-28">
      <div role="alert" className="flex flex-col items-center gap-4">
        <AlertTriangleIcon className="size-10 text-terra" aria-hidden="true" />
        <h1 className="text-3xl md:text-4xl">{PAGE_ERROR_MESSAGES.title}</h1>
        <p className="max-w-md text-base text-muted-foreground">{PAGE_ERROR_MESSAGES.description}</p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Button variant="primary" onClick={retry} aria-busy={loading || undefined}>
            <RotateCwIcon className={loading ? 'motion-safe:animate-spin' : undefined} aria-hidden="true" />
            {loading ? PAGE_ERROR_MESSAGES.retrying : PAGE_ERROR_MESSAGES.retry}
          </Button>
          <Button asChild variant="outline">
            <Link href="/">{PAGE_ERROR_MESSAGES.home}</Link>
          </Button>
        </div>
      </div>
    </Container>
  )
}
