import type { ReactNode } from 'react'

import { Logo } from '@/components/brand/logo'
import { IntentLink } from '@/components/site/intent-link'
import { Container } from '@/components/ui/container'
import { cn } from '@/lib/utils'

import { FooterView } from './footer-view'
import type { SocialUrls } from './social-links'

export type FooterVariant = 'full' | 'minimal'

/** What the footer shows of the site settings. */
export type FooterSite = { productName: string; footerBlurb: string; socials: SocialUrls }

export type FooterProps = {
  site: FooterSite
  /** "full" (default): blurb, link columns, socials; "minimal": copyright, Privacy Policy, Terms. */
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

/**
 * The full footer's links (the Privacy Policy button here, the rest in FooterView): a class in
 * globals.css. Not imported from footer-view.tsx: a value from a 'use client' module is a client
 * reference on the server, not the string.
 */
const FOOTER_LINK_CLASS = 'footer-link'

function Copyright({ productName, className }: { productName: string; className?: string }) {
  return (
    <p className={className}>
      © {new Date().getFullYear()} {productName}. All rights reserved.
    </p>
  )
}

/**
 * The full footer is FooterView's markup (a client component given the fields it shows, ADR
 * 0030); the logo and the Privacy Policy dialog are rendered here, on the server.
 */
export function Footer({ site, variant = 'full', subscribe, privacyPolicy }: FooterProps) {
  if (variant === 'minimal') return <MinimalFooter site={site} privacyPolicy={privacyPolicy} />

  return (
    <FooterView
      productName={site.productName}
      footerBlurb={site.footerBlurb}
      socials={site.socials}
      year={new Date().getFullYear()}
      logo={<Logo productName={site.productName} tone="dark" />}
      subscribe={subscribe}
      privacyPolicy={privacyPolicy?.(cn(FOOTER_LINK_CLASS, 'w-fit cursor-pointer'))}
    />
  )
}

const lightLink =
  'inline-block rounded-sm py-1 text-mocha underline-offset-4 transition-colors hover:text-burnt-dark hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none'

function MinimalFooter({ site, privacyPolicy }: Pick<FooterProps, 'site' | 'privacyPolicy'>) {
  return (
    <footer className="border-t border-border">
      <Container className="flex flex-col items-center gap-3 py-8 text-center text-sm text-muted-foreground sm:flex-row sm:justify-between sm:text-left">
        <Copyright productName={site.productName} />
        <div className="flex items-center gap-5">
          {privacyPolicy?.(cn(lightLink, 'cursor-pointer'))}
          <IntentLink href="/terms" className={lightLink}>
            Terms of Service
          </IntentLink>
        </div>
      </Container>
    </footer>
  )
}
