'use client'

import { AlertTriangleIcon, RotateCwIcon } from 'lucide-react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useTransition } from 'react'

import { Button } from '@/components/ui/button'
import { Container } from '@/components/ui/container'

import { SHOP_MESSAGES } from '../schemas'

/**
 * SPEC §8 "Product load failure": "Unable to Load Products", with Try Again (reads the page
 * again; "Loading products..." meanwhile) and a way home. The shop routes' error boundary.
 */
export function ShopError({ reset }: { reset: () => void }) {
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
    <Container className="py-16 md:py-24">
      <div
        role="alert"
        className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-border bg-card px-6 py-12 text-center shadow-sm"
      >
        <AlertTriangleIcon className="size-10 text-terra" aria-hidden="true" />
        <h1 className="text-3xl md:text-4xl">{SHOP_MESSAGES.productsFailed}</h1>
        <p className="text-base leading-relaxed text-mocha-light">
          Something went wrong while loading the shop. Please try again in a moment.
        </p>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <Button variant="primary" onClick={retry} aria-busy={loading || undefined}>
            <RotateCwIcon className={loading ? 'motion-safe:animate-spin' : undefined} aria-hidden="true" />
            {loading ? SHOP_MESSAGES.loadingProducts : 'Try Again'}
          </Button>
          <Button asChild variant="outline">
            <Link href="/">Go Home</Link>
          </Button>
        </div>
      </div>
    </Container>
  )
}
