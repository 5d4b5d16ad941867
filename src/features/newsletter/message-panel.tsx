import Link from 'next/link'
import type { ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { Container } from '@/components/ui/container'

export type PanelLink = {
  href: string
  label: string
  variant?: 'primary' | 'outline'
}

/** A simple centred status panel for the newsletter pages: heading, text, ways forward. */
export function NewsletterMessagePanel({
  eyebrow = 'Newsletter',
  title,
  children,
  links = [],
  action,
}: {
  eyebrow?: string
  title: string
  children: ReactNode
  links?: PanelLink[]
  action?: ReactNode
}) {
  return (
    <section className="border-b border-border bg-sand" aria-labelledby="newsletter-status-heading">
      <Container size="narrow" className="py-16 md:py-24">
        <p className="text-sm font-medium tracking-wide text-burnt uppercase">{eyebrow}</p>
        <h1 id="newsletter-status-heading" className="mt-4 text-4xl leading-tight md:text-5xl">
          {title}
        </h1>
        <div className="mt-6 max-w-2xl text-lg leading-relaxed text-mocha-light">{children}</div>
        {action ? <div className="mt-8">{action}</div> : null}
        {links.length > 0 ? (
          <div className="mt-8 flex flex-wrap gap-3">
            {links.map((link) => (
              <Button key={link.href} asChild variant={link.variant ?? 'outline'}>
                <Link href={link.href}>{link.label}</Link>
              </Button>
            ))}
          </div>
        ) : null}
      </Container>
    </section>
  )
}
