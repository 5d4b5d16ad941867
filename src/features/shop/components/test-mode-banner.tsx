/**
 * "Test mode: no real payments" across the top of every shop page (/shop, /shop/{slug}, /checkout,
 * /payment, the checkout simulator and /order-confirmation) whenever no real money can move: the built-in checkout
 * simulator (the quick start, or a staging site's CHECKOUT_SIMULATOR=on) or Stripe test keys.
 * Server component: the environment is read when the page renders on the server (at run time: npm
 * start discards the build's pages), so a cached /shop page stays cached, the same for everyone.
 */
import 'server-only'

import { FlaskConicalIcon } from 'lucide-react'

import { Container } from '@/components/ui/container'
import { env } from '@/lib/env'
import { SIMULATOR_CARDS } from '@/integrations/stripe/simulator-card'

export function TestModeBanner() {
  if (!env.paymentsTestMode) return null
  const detail =
    env.payments === 'simulator'
      ? `No card is charged: pay with the test card ${SIMULATOR_CARDS.success}.`
      : 'Stripe is in test mode: no card is charged, only Stripe’s test cards pay.'
  return (
    <div role="note" aria-label="Test mode" className="border-b-4 border-burnt bg-mocha text-cream">
      <Container className="flex items-start gap-3 py-3 text-sm md:items-center">
        <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-burnt-light text-mocha md:mt-0">
          <FlaskConicalIcon aria-hidden="true" className="size-4" />
        </span>
        <p className="leading-snug">
          <strong className="font-semibold">Test mode: no real payments.</strong>{' '}
          <span className="text-cream/85">{detail}</span>
        </p>
      </Container>
    </div>
  )
}
