import { describe, expect, it } from 'vitest'

import { parseAddress } from '@/integrations/email/address'

import { DEFAULT_EMAIL_FROM } from './sender'

describe('the default sender', () => {
  it('is a valid address', () => {
    expect(parseAddress(DEFAULT_EMAIL_FROM).address).toBe('hello@vanlifevoices.com')
  })
})
