/** The "What happens next?" panel of the confirmation page (SPEC §2, §9 delivery text). */
import { PackageIcon, TruckIcon, HomeIcon } from 'lucide-react'

const STEPS = [
  { icon: PackageIcon, title: 'Processing', text: 'We process your order within 1-2 business days.' },
  { icon: TruckIcon, title: 'Shipping', text: "Once it ships, we'll email you the tracking info." },
  { icon: HomeIcon, title: 'Delivery', text: 'Your order arrives within 5-7 business days.' },
] as const

export function WhatHappensNext() {
  return (
    <section aria-labelledby="next-steps" className="rounded-2xl border border-border bg-sand/40 p-6">
      <h2 id="next-steps" className="font-serif text-xl text-mocha">
        What happens next?
      </h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-3">
        {STEPS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-burnt" />
            <div>
              <p className="font-semibold text-mocha">{title}</p>
              <p className="text-sm text-mocha-light">{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}
