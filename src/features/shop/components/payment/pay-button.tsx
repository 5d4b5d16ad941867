'use client'

/**
 * "Pay $X with Stripe" (SPEC §4, §8): asks the server for the order's hosted payment page, then
 * sends the browser there ("Processing..." meanwhile). A refusal, an answer without an address or
 * an address that is not allowed (./checkout-url.ts): the "Payment failed" toast, back to idle.
 */
import { useEffect, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/toast'
import { postForm } from '@/lib/forms/post-form'

import { formatCents } from '../../logic/money'
import { type OrderView, paymentCreatedSchema, SHOP_ENDPOINTS, SHOP_MESSAGES } from '../../schemas'
import { paymentOutcome } from './checkout-url'

export function PayButton({ order }: { order: OrderView }) {
  const [processing, setProcessing] = useState(false)
  // Set at once, so a second click before the re-render starts nothing.
  const busy = useRef(false)

  useEffect(() => {
    // Back from the payment page with the browser's back button (a page restored from the
    // back-forward cache): the button works again.
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return
      busy.current = false
      setProcessing(false)
    }
    window.addEventListener('pageshow', onShow)
    return () => window.removeEventListener('pageshow', onShow)
  }, [])

  const pay = async () => {
    if (busy.current) return
    busy.current = true
    setProcessing(true)
    const result = await postForm(
      SHOP_ENDPOINTS.payment,
      { orderId: order.id },
      { success: paymentCreatedSchema, failure: SHOP_MESSAGES.paymentFailed },
    )
    const outcome = paymentOutcome(result, window.location.origin)
    if (outcome.ok) {
      // Stays "Processing..." while the browser leaves.
      window.location.assign(outcome.url)
      return
    }
    console.error(outcome.reason)
    // An order that can no longer be paid (expired, or its payment failed) says so: trying again cannot help.
    const description =
      outcome.reason === SHOP_MESSAGES.orderNotPayable ? SHOP_MESSAGES.orderNotPayable : SHOP_MESSAGES.paymentFailed
    toast.error(SHOP_MESSAGES.paymentFailedTitle, { description })
    busy.current = false
    setProcessing(false)
  }

  return (
    <Button variant="primary" size="lg" className="w-full" onClick={pay} disabled={processing}>
      {processing ? (
        <>
          <Spinner />
          {SHOP_MESSAGES.processing}
        </>
      ) : (
        `Pay ${formatCents(order.total)} with Stripe`
      )}
    </Button>
  )
}
