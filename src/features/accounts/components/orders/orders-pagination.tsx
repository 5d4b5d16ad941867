/**
 * Previous / "Page X of Y" / Next under the member's orders (?page=N, 20 a page). Links that work
 * without JavaScript; the ends show the step as unavailable. Nothing when all fit on one page.
 * Server component.
 */
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react'
import Link from 'next/link'
import type { ReactNode } from 'react'

import { cn } from '@/lib/utils'

import { ordersPageHref } from '../../orders'

const STEP_CLASS =
  'inline-flex h-10 items-center gap-1 rounded-full px-4 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none'

function Step({ page, label, children }: { page: number | null; label: string; children: ReactNode }) {
  if (page === null) {
    return (
      <span aria-disabled="true" className={cn(STEP_CLASS, 'cursor-default text-muted-foreground/70')}>
        {children}
      </span>
    )
  }
  return (
    <Link
      href={ordersPageHref(page)}
      aria-label={label}
      className={cn(STEP_CLASS, 'border border-border text-mocha hover:bg-sand hover:text-burnt-dark')}
    >
      {children}
    </Link>
  )
}

export function OrdersPagination({ page, totalPages }: { page: number; totalPages: number }) {
  if (totalPages <= 1) return null
  return (
    <nav aria-label="Order pages" className="mt-8 flex items-center justify-between gap-3">
      <Step page={page > 1 ? page - 1 : null} label={`Previous page of orders (page ${page - 1})`}>
        <ChevronLeftIcon className="size-4" aria-hidden="true" />
        Previous
      </Step>
      <p className="text-sm text-mocha-light">
        Page {page} of {totalPages}
      </p>
      <Step page={page < totalPages ? page + 1 : null} label={`Next page of orders (page ${page + 1})`}>
        Next
        <ChevronRightIcon className="size-4" aria-hidden="true" />
      </Step>
    </nav>
  )
}
