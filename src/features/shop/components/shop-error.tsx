'use client'

import { PageErrorOnUse } from '@/components/site/page-error-on-use'

import { SHOP_MESSAGES } from '../messages'

/**
 * SPEC §8 "Product load failure": "Unable to Load Products", with Try Again (reads the page
 * again; "Loading products..." meanwhile) and a way home. The shop routes' error boundary.
 */
export function ShopError({ reset }: { reset: () => void }) {
  return (
    <PageErrorOnUse
      reset={reset}
      framed
      messages={{
        title: SHOP_MESSAGES.productsFailed,
        description: 'Something went wrong while loading the shop. Please try again in a moment.',
        retry: 'Try Again',
        retrying: SHOP_MESSAGES.loadingProducts,
        home: 'Go Home',
      }}
    />
  )
}
