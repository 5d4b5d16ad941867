import { describe, expect, it } from 'vitest'

import { parseEnv } from '@/lib/env'

import { standInNotices } from './notices'

const base: NodeJS.ProcessEnv = { NODE_ENV: 'test', PAYLOAD_SECRET: 'a-test-secret-of-enough-length' }
const stripe = { STRIPE_WEBHOOK_SECRET: 'whsec_abc' }

describe('standInNotices', () => {
  it('names both stand-ins of the quick start', () => {
    expect(standInNotices(parseEnv(base)).map((notice) => notice.text)).toEqual([
      'Test mode: emails are kept in the Outbox, not sent.',
      'Test mode: the shop takes payments with the checkout simulator, no real payments.',
    ])
  })

  it('names the outbox even when SMTP_URL is set, if a staging site keeps emails there', () => {
    const notices = standInNotices(parseEnv({ ...base, SMTP_URL: 'smtp://mail.example.com', EMAIL_DELIVERY: 'outbox' }))
    expect(notices.map((notice) => notice.key)).toEqual(['email-outbox', 'checkout-simulator'])
    expect(notices[0]).toMatchObject({ path: '/collections/emails', linkText: 'Open the Outbox' })
  })

  it('says Stripe test keys move no real money, and nothing at all for a fully live site', () => {
    const smtp = { SMTP_URL: 'smtp://mail.example.com' }
    expect(standInNotices(parseEnv({ ...base, ...smtp, ...stripe, STRIPE_SECRET_KEY: 'sk_test_abc' }))).toEqual([
      expect.objectContaining({
        key: 'stripe-test-keys',
        text: 'Test mode: Stripe runs on test keys, no real payments.',
      }),
    ])
    expect(standInNotices(parseEnv({ ...base, ...smtp, ...stripe, STRIPE_SECRET_KEY: 'sk_live_abc' }))).toEqual([])
  })
})
