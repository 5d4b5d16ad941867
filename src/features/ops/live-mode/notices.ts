/**
 * What the admin says about the stand-ins this site runs on (issue 21, live mode): one notice per
 * stand-in (and for Stripe's test keys, which move no real money either), in the team's words,
 * each with the admin page (path under the admin route) where its effect shows.
 */
import type { Env } from '@/lib/env'

export type StandInNotice = {
  key: 'email-outbox' | 'checkout-simulator' | 'stripe-test-keys'
  text: string
  /** Where to see it in the admin, a path under the admin route. */
  path: string
  linkText: string
}

export function standInNotices(config: Pick<Env, 'standIns' | 'payments' | 'paymentsTestMode'>): StandInNotice[] {
  const notices: StandInNotice[] = []
  if (config.standIns.includes('email-outbox')) {
    notices.push({
      key: 'email-outbox',
      text: 'Test mode: emails are kept in the Outbox, not sent.',
      path: '/collections/emails',
      linkText: 'Open the Outbox',
    })
  }
  if (config.standIns.includes('checkout-simulator')) {
    notices.push({
      key: 'checkout-simulator',
      text: 'Test mode: the shop takes payments with the checkout simulator, no real payments.',
      path: '/collections/orders',
      linkText: 'Open the orders',
    })
  } else if (config.payments === 'stripe' && config.paymentsTestMode) {
    notices.push({
      key: 'stripe-test-keys',
      text: 'Test mode: Stripe runs on test keys, no real payments.',
      path: '/collections/orders',
      linkText: 'Open the orders',
    })
  }
  return notices
}
