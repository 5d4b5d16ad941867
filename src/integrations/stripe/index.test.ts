import { describe, expect, it } from 'vitest'

import { createMemorySimulatorStore, createPaymentProvider } from './index'

const simulator = {
  webhookSecret: 'whsec_sim',
  store: createMemorySimulatorStore(),
  deliver: async () => ({ status: 200 }),
}

describe('createPaymentProvider', () => {
  it('uses Stripe when its keys are given (no simulator page then)', () => {
    const providers = createPaymentProvider({
      stripe: {
        secretKey: 'sk_test_x',
        webhookSecret: 'whsec_x',
        api: { host: '127.0.0.1', port: 9, protocol: 'http' },
      },
      simulator,
    })
    expect(providers.provider.kind).toBe('stripe')
    expect(providers.simulator).toBeNull()
  })

  it('uses the checkout simulator otherwise', () => {
    const providers = createPaymentProvider({ simulator })
    expect(providers.provider.kind).toBe('simulator')
    expect(providers.simulator).not.toBeNull()
  })
})
