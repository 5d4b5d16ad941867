import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components'
import type { ReactNode } from 'react'

import { emailTheme as t } from './theme'

export interface EmailLayoutProps {
  /** Product name in the header, e.g. "Vanlife Voices". */
  productName: string
  /** Public origin of the site (footer link), e.g. https://vanlifevoices.com. */
  siteUrl: string
  /** Inbox preview line. */
  preview?: string
  /** Unsubscribe URL, for emails sent to a list (newsletter); omitted for one-off emails. */
  unsubscribeUrl?: string
  children: ReactNode
}

/** Shared frame of every email: brand header, white card on cream, footer with the site address. */
export function EmailLayout({ productName, siteUrl, preview, unsubscribeUrl, children }: EmailLayoutProps) {
  const siteLabel = siteUrl.replace(/^https?:\/\//, '')
  return (
    <Html lang="en">
      <Head />
      {preview ? <Preview>{preview}</Preview> : null}
      <Body style={{ backgroundColor: t.cream, color: t.mocha, fontFamily: t.sans, margin: 0, padding: '24px 0' }}>
        <Container style={{ maxWidth: '560px', margin: '0 auto', padding: '0 16px' }}>
          <Section style={{ padding: '8px 0 16px' }}>
            <Heading
              as="h1"
              style={{ fontFamily: t.serif, fontWeight: 400, fontSize: '26px', color: t.mocha, margin: 0 }}
            >
              {productName}
            </Heading>
          </Section>
          <Section
            style={{ backgroundColor: t.card, border: `1px solid ${t.border}`, borderRadius: '12px', padding: '24px' }}
          >
            {children}
          </Section>
          <Hr style={{ borderColor: t.border, margin: '24px 0 12px' }} />
          <Text style={{ fontSize: '12px', color: t.muted, margin: 0 }}>
            {productName} ·{' '}
            <Link href={siteUrl} style={{ color: t.muted, textDecoration: 'underline' }}>
              {siteLabel}
            </Link>
          </Text>
          {unsubscribeUrl ? (
            <Text style={{ fontSize: '12px', color: t.muted, margin: '4px 0 0' }}>
              <Link href={unsubscribeUrl} style={{ color: t.muted, textDecoration: 'underline' }}>
                Unsubscribe
              </Link>
            </Text>
          ) : null}
        </Container>
      </Body>
    </Html>
  )
}
