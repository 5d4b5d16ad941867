import { Heading, Hr, Img, Link, Section, Text } from '@react-email/components'

import { EmailLayout } from '@/components/email/email-layout'
import { emailTheme as t } from '@/components/email/theme'

export interface NewsletterDigestItem {
  title: string
  excerpt: string
  /** Absolute link to the story or article. */
  url: string
  /** Absolute image URL; omitted, the item shows without a picture. */
  imageUrl?: string | null
  imageAlt?: string
  /** Stories: the vanlifer and where they are; articles: the author. */
  byline?: string | null
}

export interface NewsletterDigestEmailProps {
  productName: string
  siteUrl: string
  /** Signed unsubscribe page link of the recipient. */
  unsubscribeUrl: string
  stories: readonly NewsletterDigestItem[]
  articles: readonly NewsletterDigestItem[]
}

function DigestItem({ item, linkLabel }: { item: NewsletterDigestItem; linkLabel: string }) {
  return (
    <Section style={{ margin: '0 0 24px' }}>
      {item.imageUrl ? (
        <Link href={item.url}>
          <Img
            src={item.imageUrl}
            alt={item.imageAlt ?? item.title}
            width="510"
            style={{
              width: '100%',
              maxWidth: '510px',
              height: 'auto',
              borderRadius: '8px',
              display: 'block',
            }}
          />
        </Link>
      ) : null}
      <Heading
        as="h3"
        style={{
          fontFamily: t.serif,
          fontWeight: 400,
          fontSize: '20px',
          color: t.mocha,
          margin: '12px 0 4px',
        }}
      >
        <Link href={item.url} style={{ color: t.mocha, textDecoration: 'none' }}>
          {item.title}
        </Link>
      </Heading>
      {item.byline ? <Text style={{ fontSize: '13px', color: t.muted, margin: '0 0 6px' }}>{item.byline}</Text> : null}
      <Text style={{ fontSize: '15px', lineHeight: '22px', margin: '0 0 8px' }}>{item.excerpt}</Text>
      <Text style={{ fontSize: '15px', margin: 0 }}>
        <Link href={item.url} style={{ color: t.accent, fontWeight: 600 }}>
          {linkLabel} →
        </Link>
      </Text>
    </Section>
  )
}

function DigestSection({
  title,
  items,
  linkLabel,
}: {
  title: string
  items: readonly NewsletterDigestItem[]
  linkLabel: string
}) {
  if (items.length === 0) return null
  return (
    <Section>
      <Heading
        as="h2"
        style={{
          fontFamily: t.serif,
          fontWeight: 400,
          fontSize: '22px',
          color: t.mocha,
          margin: '0 0 16px',
        }}
      >
        {title}
      </Heading>
      {items.map((item) => (
        <DigestItem key={item.url} item={item} linkLabel={linkLabel} />
      ))}
    </Section>
  )
}

/** The weekly issue: new stories and articles since the last one, each with image, excerpt and link. */
export function NewsletterDigestEmail({
  productName,
  siteUrl,
  unsubscribeUrl,
  stories,
  articles,
}: NewsletterDigestEmailProps) {
  const lead = stories[0]?.title ?? articles[0]?.title
  return (
    <EmailLayout
      productName={productName}
      siteUrl={siteUrl}
      preview={lead ? `This week on ${productName}: ${lead}` : `This week on ${productName}`}
      unsubscribeUrl={unsubscribeUrl}
    >
      <Text style={{ fontSize: '15px', lineHeight: '22px', margin: '0 0 20px' }}>
        Here is what is new on {productName} this week.
      </Text>
      <DigestSection title="New stories" items={stories} linkLabel="Read the story" />
      {stories.length > 0 && articles.length > 0 ? (
        <Hr style={{ borderColor: t.border, margin: '8px 0 24px' }} />
      ) : null}
      <DigestSection title="New articles" items={articles} linkLabel="Read the article" />
      <Text
        style={{
          fontSize: '13px',
          lineHeight: '20px',
          color: t.muted,
          margin: '8px 0 0',
        }}
      >
        More stories at{' '}
        <Link href={siteUrl} style={{ color: t.muted, textDecoration: 'underline' }}>
          {siteUrl.replace(/^https?:\/\//, '')}
        </Link>
        .
      </Text>
    </EmailLayout>
  )
}
