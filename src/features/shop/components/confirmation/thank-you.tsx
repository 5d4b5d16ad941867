/** /order-confirmation without an order to show (SPEC §2): the generic "Thank You!" page. */
import { HeartIcon } from 'lucide-react'
import Link from 'next/link'

import { Button } from '@/components/ui/button'

import { SHOP_PATHS } from '../../schemas'

export function ThankYou() {
  return (
    <div className="flex flex-col items-center gap-4 py-12 text-center">
      <HeartIcon aria-hidden="true" className="size-12 text-burnt" />
      <h1 className="font-serif text-4xl text-mocha">Thank You!</h1>
      <p className="max-w-prose text-mocha-light">
        Thank you for supporting our community. If you placed an order, a confirmation email is on its way.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href={SHOP_PATHS.shop}>Continue Shopping</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/">Back to Home</Link>
        </Button>
      </div>
    </div>
  )
}
