import { ShoppingBagIcon } from 'lucide-react'
import Link from 'next/link'
import type { ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'

import { SHOP_MESSAGES, SHOP_PATHS } from '../../schemas'

/** A page state instead of the page's content: a heading, a line, and where to go instead. */
export function CheckoutNotice({
  title,
  children,
  action,
}: {
  title: string
  children?: ReactNode
  action: ReactNode
}) {
  return (
    <Card variant="sand" className="items-center text-center">
      <CardContent className="flex max-w-xl flex-col items-center gap-4 py-12">
        <ShoppingBagIcon className="size-10 text-burnt" aria-hidden="true" />
        <h2 className="text-2xl md:text-3xl">{title}</h2>
        {children ? <p className="text-mocha-light">{children}</p> : null}
        {action}
      </CardContent>
    </Card>
  )
}

/** SPEC §2: an empty cart on /checkout or /payment. */
export function EmptyCart() {
  return (
    <CheckoutNotice
      title={SHOP_MESSAGES.emptyCart}
      action={
        <Button asChild variant="primary">
          <Link href={SHOP_PATHS.shop}>Continue Shopping</Link>
        </Button>
      }
    />
  )
}

/** While the cart is restored from the browser: the form's and the summary's outlines. */
export function CheckoutSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="grid gap-8 lg:grid-cols-5">
      <span className="sr-only">{label}</span>
      <div className="flex flex-col gap-5 lg:col-span-3">
        <Skeleton className="h-7 w-40" />
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className="flex flex-col gap-2">
            <Skeleton shape="text" className="w-24" />
            <Skeleton className="h-11 w-full rounded-lg" />
          </div>
        ))}
      </div>
      <Skeleton shape="card" className="h-80 lg:col-span-2" />
    </div>
  )
}
