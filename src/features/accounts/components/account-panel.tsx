import type { ReactNode } from 'react'

import { Container } from '@/components/ui/container'

/**
 * The frame of the sign-in and email-link pages: a heading and a short text on the sand band,
 * the form or message in a card below it.
 */
export function AccountPanel({
  eyebrow = 'Your account',
  title,
  intro,
  children,
}: {
  eyebrow?: string
  title: string
  intro?: ReactNode
  children: ReactNode
}) {
  return (
    <section aria-labelledby="account-panel-heading" className="border-b border-border bg-sand">
      <Container size="narrow" className="flex flex-col gap-8 py-12 md:py-20">
        <div className="max-w-xl">
          <p className="text-sm font-medium tracking-wide text-burnt uppercase">{eyebrow}</p>
          <h1 id="account-panel-heading" className="mt-3 text-4xl leading-tight md:text-5xl">
            {title}
          </h1>
          {intro ? <div className="mt-4 text-lg leading-relaxed text-mocha-light">{intro}</div> : null}
        </div>
        <div className="w-full max-w-xl rounded-xl border border-border bg-card p-6 shadow-sm md:p-8">{children}</div>
      </Container>
    </section>
  )
}
