import type { ReactNode } from 'react'

import { Container } from '@/components/ui/container'

/** The frame of /checkout and /payment: the page's heading on the sand band, then its content. */
export function CheckoutFrame({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <>
      <section className="border-b border-border bg-sand">
        <Container className="py-10 md:py-14">
          <h1 className="text-4xl leading-tight md:text-5xl">{title}</h1>
          {intro ? <div className="mt-3 text-lg text-mocha-light">{intro}</div> : null}
        </Container>
      </section>
      <Container className="py-10 md:py-14">{children}</Container>
    </>
  )
}
