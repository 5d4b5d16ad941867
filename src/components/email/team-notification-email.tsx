import { Heading, Section, Text } from '@react-email/components'

import { EmailButton } from './button'
import { EmailLayout } from './email-layout'
import { emailTheme as t } from './theme'

export interface TeamNotificationField {
  label: string
  value: string
}

export interface TeamNotificationEmailProps {
  productName: string
  siteUrl: string
  /** e.g. "New story submission". */
  title: string
  /** Optional sentence under the title. */
  intro?: string
  fields: TeamNotificationField[]
  /** Optional link for the team, e.g. the entry in the admin. */
  action?: { label: string; href: string }
}

/** Generic "new form submission" email for the team: a title and label/value fields. */
export function TeamNotificationEmail({
  productName,
  siteUrl,
  title,
  intro,
  fields,
  action,
}: TeamNotificationEmailProps) {
  return (
    <EmailLayout productName={productName} siteUrl={siteUrl} preview={title}>
      <Heading
        as="h2"
        style={{ fontFamily: t.serif, fontWeight: 400, fontSize: '22px', color: t.mocha, margin: '0 0 8px' }}
      >
        {title}
      </Heading>
      {intro ? <Text style={{ fontSize: '15px', lineHeight: '22px', margin: '0 0 16px' }}>{intro}</Text> : null}
      {fields.map((field, index) => (
        <Section key={`${field.label}-${index}`} style={{ margin: '0 0 12px' }}>
          <Text
            style={{ fontSize: '12px', textTransform: 'uppercase', letterSpacing: '0.06em', color: t.muted, margin: 0 }}
          >
            {field.label}
          </Text>
          <Text style={{ fontSize: '15px', lineHeight: '22px', margin: '2px 0 0', whiteSpace: 'pre-wrap' }}>
            {field.value || '—'}
          </Text>
        </Section>
      ))}
      {action ? (
        <Section style={{ marginTop: '20px' }}>
          <EmailButton href={action.href}>{action.label}</EmailButton>
        </Section>
      ) : null}
    </EmailLayout>
  )
}
