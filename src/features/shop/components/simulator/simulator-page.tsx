/**
 * The checkout simulator's page, shaped like a hosted checkout page: what is being paid (the order
 * number, the lines, the tax, the total), the card form, and a way back. Shown only while Stripe is
 * not configured. Server component.
 */
import { ArrowLeftIcon, FlaskConicalIcon } from 'lucide-react'

import type { SimulatorPage as Session } from '@/integrations/stripe'
import { SIMULATOR_CARDS } from '@/integrations/stripe/simulator-card'

import { formatCents } from '../../logic/money'
import { CardForm } from './card-form'

export function SimulatorPage({
  session,
  productName,
  siteOrigin,
}: {
  session: Session
  productName: string
  /** SITE_URL's origin, where the confirmation page is (the page may be open at another address). */
  siteOrigin: string
}) {
  const total = formatCents(session.amountTotal)
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 md:grid-cols-2 md:py-16">
      <section aria-labelledby="pay-heading" className="flex flex-col gap-6">
        <a
          href={session.cancelUrl}
          className="inline-flex items-center gap-2 self-start rounded-md text-sm font-medium text-mocha-light hover:text-mocha focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <ArrowLeftIcon aria-hidden="true" className="size-4" />
          Cancel and go back to {productName}
        </a>
        <div>
          <h1 id="pay-heading" className="text-mocha-light">
            Pay {productName}
          </h1>
          <p className="font-serif text-4xl text-mocha">{total}</p>
          <p className="mt-1 text-sm text-mocha-light">Order {session.orderNumber}</p>
        </div>
        <ul className="flex flex-col divide-y divide-border text-sm">
          {session.lines.map((line, index) => (
            <li key={`${line.name}-${index}`} className="flex justify-between gap-4 py-3">
              <span>
                {line.name}
                <span className="block text-mocha-light">Qty {line.quantity}</span>
              </span>
              <span>{formatCents(line.unitAmount * line.quantity)}</span>
            </li>
          ))}
          <li className="flex justify-between gap-4 py-3">
            <span>Sales tax (8%)</span>
            <span>{formatCents(session.taxAmount)}</span>
          </li>
          <li className="flex justify-between gap-4 py-3 font-semibold">
            <span>Total due</span>
            <span>{total}</span>
          </li>
        </ul>
      </section>

      <section
        aria-labelledby="card-heading"
        className="flex flex-col gap-5 rounded-2xl border border-border bg-card p-6 shadow-sm"
      >
        <div className="flex items-start gap-3 rounded-lg bg-sand p-3 text-sm text-mocha">
          <FlaskConicalIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>
            Test payment page: no card is charged. Use {SIMULATOR_CARDS.success} to pay, {SIMULATOR_CARDS.declined} for
            a declined card, with any future expiry date and any CVC.
          </p>
        </div>
        <h2 id="card-heading" className="font-semibold text-mocha">
          Pay with card
        </h2>
        <p className="text-sm text-mocha-light">
          Email: <span className="font-medium text-mocha">{session.email}</span>
        </p>
        <CardForm sessionId={session.id} amount={total} siteOrigin={siteOrigin} />
      </section>
    </div>
  )
}
