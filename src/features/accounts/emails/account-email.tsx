import { Heading, Link, Section, Text } from '@react-email/components'
import type { ReactNode } from 'react'

import { EmailButton } from '@/components/email/button'
import { EmailLayout } from '@/components/email/email-layout'
import { emailTheme as t } from '@/components/email/theme'

export type AccountEmailProps = {
  productName: string
  siteUrl: string
  preview: string
  title: string
  firstName?: string | null
  /** The main call to action, with the link also written out for clients that block buttons. */
  action: { href: string; label: string }
  children: ReactNode
  /** The small print under the link (how long it works, what to do if it was not you). */
  note: ReactNode
}

/** The one shape of every account email: greeting, text, one button, the link written out, a note. */
export function AccountEmail({
  productName,
  siteUrl,
  preview,
  title,
  firstName,
  action,
  children,
  note,
}: AccountEmailProps) {
  const greeting = firstName?.trim() ? `Hi ${firstName.trim()},` : 'Hi there,'
  return (
    <EmailLayout productName={productName} siteUrl={siteUrl} preview={preview}>
      <Heading
        as="h2"
        style={{ fontFamily: t.serif, fontWeight: 400, fontSize: '22px', color: t.mocha, margin: '0 0 8px' }}
      >
        {title}
      </Heading>
      <Text style={{ fontSize: '15px', lineHeight: '22px', margin: '0 0 12px' }}>{greeting}</Text>
      {children}
      <Section style={{ margin: '8px 0 20px' }}>
        <EmailButton href={action.href}>{action.label}</EmailButton>
      </Section>
      <Text style={{ fontSize: '13px', lineHeight: '20px', color: t.muted, margin: '0 0 8px' }}>
        Or paste this link into your browser:{' '}
        <Link href={action.href} style={{ color: t.muted, textDecoration: 'underline', wordBreak: 'break-all' }}>
          {action.href}
        </Link>
      </Text>
      <Text style={{ fontSize: '13px', lineHeight: '20px', color: t.muted, margin: 0 }}>{note}</Text>
    </EmailLayout>
  )
}

export const paragraph = { fontSize: '15px', lineHeight: '22px', margin: '0 0 16px' } as const
