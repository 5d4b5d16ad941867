import { describe, expect, it } from 'vitest'

import { seedsDemoContent } from '../../scripts/lib/bootstrap'
import { liveStartRefusal } from '../../scripts/lib/live-start'
import { parseEnv } from '../../src/lib/env'

const base: NodeJS.ProcessEnv = { NODE_ENV: 'test', PAYLOAD_SECRET: 'a-test-secret-of-enough-length' }

describe('liveStartRefusal', () => {
  it('lets a quick start (not live) run on every stand-in', () => {
    expect(liveStartRefusal(parseEnv(base))).toBeNull()
  })

  it('refuses a live site on stand-ins, one indented line per variable, and says nothing was started', () => {
    const refusal = liveStartRefusal(parseEnv({ ...base, SITE_URL: 'https://vanlifevoices.com/' }))
    expect(refusal?.split('\n')).toEqual([
      'This site is live (SITE_URL https://vanlifevoices.com) but would run on stand-ins. Set:',
      expect.stringMatching(/^ {2}SMTP_URL: /),
      expect.stringMatching(/^ {2}STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: /),
      'Nothing was started.',
    ])
  })

  it('lets a live site run on the stand-ins it opted in to', () => {
    const staging = { ...base, SITE_URL: 'https://staging.vanlifevoices.com' }
    expect(liveStartRefusal(parseEnv({ ...staging, EMAIL_DELIVERY: 'outbox', CHECKOUT_SIMULATOR: 'on' }))).toBeNull()
    expect(liveStartRefusal(parseEnv({ ...staging, CHECKOUT_SIMULATOR: 'on' }))).toMatch(/^ {2}SMTP_URL: /m)
  })
})

describe('seedsDemoContent', () => {
  it('seeds an empty database on the quick start only, never on a live site', () => {
    expect(seedsDemoContent({ live: false }, true)).toBe(true)
    expect(seedsDemoContent({ live: false }, false)).toBe(false)
    expect(seedsDemoContent({ live: true }, true)).toBe(false)
    expect(seedsDemoContent({ live: true }, false)).toBe(false)
  })
})
