import { ShoppingBagIcon } from 'lucide-react'
import Link from 'next/link'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'

/** SPEC §2 "/shop" with no products: "{product} Store Coming Soon", and where to go meanwhile. */
export function ShopComingSoon({ productName, className }: { productName: string; className?: string }) {
  return (
    <div
      className={cn(
        'mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-dashed border-input bg-sand/60 px-6 py-12 text-center',
        className,
      )}
    >
      <ShoppingBagIcon className="size-10 text-terra" aria-hidden="true" />
      <h2 className="text-3xl">{productName} Store Coming Soon</h2>
      <p className="text-base leading-relaxed text-mocha-light">
        We are getting our merch ready for the road. Until then, read the community&rsquo;s stories or share your own.
      </p>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <Button asChild variant="primary">
          <Link href="/stories">Read Stories</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/share-your-story">Share Your Story</Link>
        </Button>
      </div>
    </div>
  )
}
