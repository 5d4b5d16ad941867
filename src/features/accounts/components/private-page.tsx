import type { ReactNode } from 'react'

import { Container } from '@/components/ui/container'

/** The frame of a private page: its heading (and a line under it) on the sand band, then the content. */
export function PrivatePage({
  title,
  intro,
  aside,
  children,
}: {
  title: string
  intro?: ReactNode
  /** At the heading's right on wide screens (a back link, an action). */
  aside?: ReactNode
  children: ReactNode
}) {
  return (
    <>
      <section className="border-b border-border bg-sand">
        <Container className="flex flex-col gap-4 py-10 md:flex-row md:items-end md:justify-between md:py-14">
          <div>
            <h1 className="text-4xl leading-tight md:text-5xl">{title}</h1>
            {intro ? <div className="mt-3 text-lg text-mocha-light">{intro}</div> : null}
          </div>
          {aside}
        </Container>
      </section>
      <Container className="py-10 md:py-14">{children}</Container>
    </>
  )
}
