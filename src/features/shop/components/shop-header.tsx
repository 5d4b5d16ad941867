import type { ReactNode } from 'react'

import { Container } from '@/components/ui/container'

/** The heading band of /shop (and of its error state). */
export function ShopHeader({ title = 'Shop', children }: { title?: string; children?: ReactNode }) {
  return (
    <section className="border-b border-border bg-sand">
      <Container className="py-12 md:py-16">
        <h1 className="text-4xl leading-tight md:text-5xl">{title}</h1>
        {children ? <p className="mt-4 max-w-2xl text-lg leading-relaxed text-mocha-light">{children}</p> : null}
      </Container>
    </section>
  )
}
