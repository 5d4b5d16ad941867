import { Heading, Link, Section, Text } from '@react-email/components'

import { EmailButton } from '@/components/email/button'
import { EmailLayout } from '@/components/email/email-layout'
import { emailTheme as t } from '@/components/email/theme'

export interface NewsletterConfirmEmailProps {
  productName: string
  siteUrl: string
  /** The subscriber's first name, when the dialog gave one. */
  firstName?: string | null
  /** Signed confirm link (expires after 7 days). */
  confirmUrl: string
  /** Signed unsubscribe page link. */
  unsubscribeUrl: string
}

/** Double opt-in: "please confirm your subscription" with one button. */
export function NewsletterConfirmEmail({
  productName,
  siteUrl,
  firstName,
  confirmUrl,
  unsubscribeUrl,
}: NewsletterConfirmEmailProps) {
  const greeting = firstName?.trim() ? `Hi ${firstName.trim()},` : 'Hi there,'
  return (
    <EmailLayout
      productName={productName}
      siteUrl={siteUrl}
      preview={`Confirm your subscription to ${productName}`}
      unsubscribeUrl={unsubscribeUrl}
    >
      <Heading
        as="h2"
        style={{ fontFamily: t.serif, fontWeight: 400, fontSize: '22px', color: t.mocha, margin: '0 0 8px' }}
      >
        Confirm your subscription
      </Heading>
      <Text style={{ fontSize: '15px', lineHeight: '22px', margin: '0 0 12px' }}>{greeting}</Text>
      <Text style={{ fontSize: '15px', lineHeight: '22px', margin: '0 0 16px' }}>
        Thanks for joining {productName}! Please confirm your email address to start receiving our weekly vanlife
        stories, tips and travel hacks.
      </Text>
      <Section style={{ margin: '8px 0 20px' }}>
        <EmailButton href={confirmUrl}>Confirm my subscription</EmailButton>
      </Section>
      <Text style={{ fontSize: '13px', lineHeight: '20px', color: t.muted, margin: '0 0 8px' }}>
        Or paste this link into your browser:{' '}
        <Link href={confirmUrl} style={{ color: t.muted, textDecoration: 'underline', wordBreak: 'break-all' }}>
          {confirmUrl}
        </Link>
      </Text>
      <Text style={{ fontSize: '13px', lineHeight: '20px', color: t.muted, margin: 0 }}>
        The link is valid for 7 days. If you did not sign up, you can ignore this email: you will not be added to the
        list.
      </Text>
    </EmailLayout>
  )
}
