'use client'

import Link from 'next/link'
import type { ReactNode } from 'react'

import { IntentLink } from '@/components/site/intent-link'

import { FOOTER_COLUMNS } from '../nav-links'
import { SocialLinks, type SocialUrls } from './social-links'

/** The full footer's links: a class defined in globals.css for its twelve utilities (ADR 0030). */
const FOOTER_LINK_CLASS = 'footer-link'

export type FooterViewProps = {
  productName: string
  footerBlurb: string
  socials: SocialUrls
  /** The copyright year, as the server rendered it (the page is cached). */
  year: number
  /** The logo, rendered on the server. */
  logo: ReactNode
  /** Above the link columns (the newsletter's "Get Weekly Stories" block). */
  subscribe?: ReactNode
  /** The "Privacy Policy" button and its dialog, rendered on the server. */
  privacyPolicy?: ReactNode
}

/**
 * The full footer's markup: blurb, socials, link columns (nav-links.ts), copyright. A client
 * component for the page weight only (ADR 0030): every page's RSC payload then carries the few
 * fields it shows, not the footer's markup a second time. No state, no effects.
 */
export function FooterView({
  productName,
  footerBlurb,
  socials,
  year,
  logo,
  subscribe,
  privacyPolicy,
}: FooterViewProps) {
  return (
    <footer className="bg-mocha text-cream">
      <div data-slot="container" className="mx-auto w-full max-w-6xl px-4 py-12 md:px-6 md:py-16 lg:px-8">
        {subscribe}
        <div className="grid gap-10 md:grid-cols-12">
          <div className="md:col-span-5">
            <Link
              href="/"
              className="inline-block rounded-md focus-visible:ring-2 focus-visible:ring-cream focus-visible:ring-offset-2 focus-visible:ring-offset-mocha focus-visible:outline-none"
            >
              {logo}
              <span className="sr-only">, home</span>
            </Link>
            <p className="mt-4 max-w-sm text-sm leading-relaxed text-cream/85">{footerBlurb}</p>
            <SocialLinks socials={socials} productName={productName} className="mt-6" />
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
                        <NavAnchor href={link.href} className={FOOTER_LINK_CLASS}>
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
          <p>
            © {year} {productName}. All rights reserved.
          </p>
          {privacyPolicy}
        </div>
      </div>
    </footer>
  )
}
