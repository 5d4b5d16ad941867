'use client'

import { AlertTriangleIcon, RotateCwIcon } from 'lucide-react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useTransition } from 'react'

import { clsx } from 'clsx'

import { buttonVariants } from '@/components/ui/button-variants'

/** What the site's error page says (no error details: they are in the server log). */
export const PAGE_ERROR_MESSAGES = {
  title: 'Something went wrong',
  description: 'This page could not be loaded just now. Please try again in a moment.',
  retry: 'Try Again',
  retrying: 'Loading...',
  home: 'Return to Home',
}

/**
 * What <Container size="narrow"> renders with this page's classes, and what <Button> renders
 * (data-slot="button"): written out because every page loads this module with its error
 * boundaries, and Container and Button bring Radix Slot and tailwind-merge (ADR 0030). None of
 * the classes conflict, so the strings are the ones cn() made (page-error.test.ts checks).
 */
export const PAGE_ERROR_CONTAINER_CLASS =
  'mx-auto w-full px-4 md:px-6 lg:px-8 max-w-3xl flex flex-col items-center py-20 text-center md:py-28'
export const PAGE_ERROR_RETRY_CLASS = buttonVariants({ variant: 'primary' })
export const PAGE_ERROR_HOME_CLASS = buttonVariants({ variant: 'outline' })

export type PageErrorMessages = { [K in keyof typeof PAGE_ERROR_MESSAGES]: string }

/**
 * The site's own error page: a page whose content could not be read (the database did not
 * answer, ADR 0026) or failed otherwise. Next answers it with a 500 and `private, no-store`, and
 * never keeps it in the route cache. Try Again reads the page again. A slice's error boundary
 * gives its own words (`messages`) and may show them on a card (`framed`).
 */
export function PageError({
  reset,
  messages = PAGE_ERROR_MESSAGES,
  framed = false,
}: {
  reset: () => void
  messages?: PageErrorMessages
  framed?: boolean
}) {
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
    <div data-slot="container" className={PAGE_ERROR_CONTAINER_CLASS}>
      <div
        role="alert"
        className={clsx(
          'flex flex-col items-center gap-4',
          framed && 'w-full rounded-2xl border border-border bg-card px-6 py-12 shadow-sm',
        )}
      >
        <AlertTriangleIcon className="size-10 text-terra" aria-hidden="true" />
        <h1 className="text-3xl md:text-4xl">{messages.title}</h1>
        <p className="max-w-md text-base text-muted-foreground">{messages.description}</p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <button
            data-slot="button"
            className={PAGE_ERROR_RETRY_CLASS}
            type="button"
            onClick={retry}
            aria-busy={loading || undefined}
          >
            <RotateCwIcon className={loading ? 'motion-safe:animate-spin' : undefined} aria-hidden="true" />
            {loading ? messages.retrying : messages.retry}
          </button>
          <Link data-slot="button" className={PAGE_ERROR_HOME_CLASS} href="/">
            {messages.home}
          </Link>
        </div>
      </div>
    </div>
  )
}
