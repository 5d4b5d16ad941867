import Link from 'next/link'
import type { ReactNode } from 'react'

import { Logo } from '@/components/brand/logo'
import { IntentLink } from '@/components/site/intent-link'
import { Container } from '@/components/ui/container'
import { cn } from '@/lib/utils'

import { FOOTER_COLUMNS } from '../nav-links'
import { SocialLinks, type SocialUrls } from './social-links'

export type FooterVariant = 'full' | 'minimal'

/** What the footer shows of the site settings. */
export type FooterSite = { productName: string; footerBlurb: string; socials: SocialUrls }

export type FooterProps = {
  site: FooterSite
  /** "full" (default): blurb, link columns, socials; "minimal": copyright, Privacy Policy, Terms, Accessibility. */
  variant?: FooterVariant
  /**
   * Slot above the link columns of the full footer (the newsletter issue puts its
   * "Get Weekly Stories" block, id="subscribe", here). Renders nothing by default.
   */
  subscribe?: ReactNode
  /**
   * The "Privacy Policy" button and its dialog, rendered with the footer's link style
   * (the layout passes the site slice's PrivacyPolicyDialog). Renders nothing by default.
   */
  privacyPolicy?: (triggerClassName: string) => ReactNode
}

/** The full footer's links: a class defined in globals.css for its twelve utilities (ADR 0030). */
const darkLink = 'footer-link'

function Copyright({ productName, className }: { productName: string; className?: string }) {
  return (
    <p className={className}>
      © {new Date().getFullYear()} {productName}. All rights reserved.
    </p>
  )
}

export function Footer({ site, variant = 'full', subscribe, privacyPolicy }: FooterProps) {
  if (variant === 'minimal') return <MinimalFooter site={site} privacyPolicy={privacyPolicy} />

  return (
    <footer data-site-footer className="bg-mocha text-cream">
      <Container className="py-12 md:py-16">
        {subscribe}
        <div className="grid gap-10 md:grid-cols-12">
          <div className="md:col-span-5">
            <Link
              href="/"
              className="inline-block rounded-md focus-visible:ring-2 focus-visible:ring-cream focus-visible:ring-offset-2 focus-visible:ring-offset-mocha focus-visible:outline-none"
            >
              <Logo productName={site.productName} tone="dark" />
              <span className="sr-only">, home</span>
            </Link>
            <p className="mt-4 max-w-sm text-sm leading-relaxed text-cream/85">{site.footerBlurb}</p>
            <SocialLinks socials={site.socials} productName={site.productName} className="mt-6" />
          </div>

          <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 md:col-span-7">
            {FOOTER_COLUMNS.map((column) => (
              <nav key={column.title} aria-labelledby={`footer-${column.title.toLowerCase()}`}>
                <h2 id={`footer-${column.title.toLowerCase()}`} className="footer-heading">
                  {column.title}
                </h2>
                <ul className="mt-3 flex flex-col gap-1 text-sm">
                  {column.links.map((link) => {
                    const NavAnchor = link.rare ? IntentLink : Link
                    return (
                      <li key={link.href}>
                        <NavAnchor href={link.href} className={darkLink}>
                          {link.label}
                        </NavAnchor>
                      </li>
                    )
                  })}
                </ul>
              </nav>
            ))}
          </div>
        </div>

        <div className="mt-12 flex flex-col gap-3 border-t border-cream/15 pt-6 text-sm text-cream/85 sm:flex-row sm:items-center sm:justify-between">
          <Copyright productName={site.productName} />
          {privacyPolicy?.(cn(darkLink, 'w-fit cursor-pointer'))}
        </div>
      </Container>
    </footer>
  )
}

const lightLink =
  'inline-block rounded-sm py-1 text-mocha underline-offset-4 transition-colors hover:text-burnt-dark hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none'

function MinimalFooter({ site, privacyPolicy }: Pick<FooterProps, 'site' | 'privacyPolicy'>) {
  return (
    <footer data-site-footer className="border-t border-border">
      <Container className="flex flex-col items-center gap-3 py-8 text-center text-sm text-muted-foreground sm:flex-row sm:justify-between sm:text-left">
        <Copyright productName={site.productName} />
        <div className="flex flex-wrap items-center justify-center gap-x-5 gap-y-1">
          {privacyPolicy?.(cn(lightLink, 'cursor-pointer'))}
          <IntentLink href="/terms" className={lightLink}>
            Terms of Service
          </IntentLink>
          <IntentLink href="/accessibility" className={lightLink}>
            Accessibility
          </IntentLink>
        </div>
      </Container>
    </footer>
  )
}
