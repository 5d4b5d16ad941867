import { beforeEach, describe, expect, it, vi } from 'vitest'

const { mockEnv } = vi.hoisted(() => ({
  mockEnv: {} as { CONVERTKIT_API_KEY?: string; CONVERTKIT_FORM_ID?: string },
}))

vi.mock('@/lib/env', () => ({ env: mockEnv }))
vi.mock('./builtin', () => ({
  createBuiltinProvider: vi.fn(() => ({ name: 'builtin', subscribe: vi.fn() })),
}))
vi.mock('./convertkit', () => ({
  createConvertKitProvider: vi.fn(() => ({
    name: 'convertkit',
    subscribe: vi.fn(),
  })),
}))

import type { Payload } from 'payload'

import { DEFAULT_CONVERTKIT_FORM_ID } from './kit'

import { createConvertKitProvider } from './convertkit'
import {
  getNewsletterProvider,
  newsletterAvailability,
  NewsletterUnavailableError,
  selectNewsletterProvider,
} from './provider'

const payload = {} as Payload

beforeEach(() => {
  delete mockEnv.CONVERTKIT_API_KEY
  delete mockEnv.CONVERTKIT_FORM_ID
  vi.clearAllMocks()
})

describe('selectNewsletterProvider', () => {
  it('selects the built-in list without Kit settings', () => {
    expect(selectNewsletterProvider({})).toEqual({
      available: true,
      provider: 'builtin',
    })
    expect(
      selectNewsletterProvider({
        CONVERTKIT_API_KEY: ' ',
        CONVERTKIT_FORM_ID: '',
      }),
    ).toEqual({ available: true, provider: 'builtin' })
  })

  it('selects Kit with an api key, on the given form', () => {
    expect(
      selectNewsletterProvider({
        CONVERTKIT_API_KEY: 'key',
        CONVERTKIT_FORM_ID: '1234',
      }),
    ).toEqual({
      available: true,
      provider: 'convertkit',
      apiKey: 'key',
      formId: '1234',
    })
  })

  it('selects Kit on the built-in default form without a form id', () => {
    expect(selectNewsletterProvider({ CONVERTKIT_API_KEY: 'key' })).toEqual({
      available: true,
      provider: 'convertkit',
      apiKey: 'key',
      formId: DEFAULT_CONVERTKIT_FORM_ID,
    })
    expect(DEFAULT_CONVERTKIT_FORM_ID).toMatch(/^\d+$/)
  })

  it('is unavailable with a form id but no api key (no silent fallback)', () => {
    expect(selectNewsletterProvider({ CONVERTKIT_FORM_ID: '1234' })).toEqual({
      available: false,
      reason: 'ConvertKit configuration is incomplete',
    })
  })
})

describe('newsletterAvailability', () => {
  it('names the provider and never exposes the api key', () => {
    expect(newsletterAvailability()).toEqual({
      available: true,
      provider: 'builtin',
    })
    mockEnv.CONVERTKIT_API_KEY = 'secret-key'
    expect(newsletterAvailability()).toEqual({
      available: true,
      provider: 'convertkit',
    })
    mockEnv.CONVERTKIT_API_KEY = undefined
    mockEnv.CONVERTKIT_FORM_ID = '1234'
    expect(newsletterAvailability()).toEqual({
      available: false,
      reason: 'ConvertKit configuration is incomplete',
    })
  })
})

describe('getNewsletterProvider', () => {
  it('returns the built-in provider by default', () => {
    expect(getNewsletterProvider({ payload }).name).toBe('builtin')
  })

  it('returns the Kit provider with the configured key and form', () => {
    mockEnv.CONVERTKIT_API_KEY = 'key'
    mockEnv.CONVERTKIT_FORM_ID = '99'
    const fetch = vi.fn() as unknown as typeof globalThis.fetch
    expect(getNewsletterProvider({ payload, fetch }).name).toBe('convertkit')
    expect(createConvertKitProvider).toHaveBeenCalledWith({
      payload,
      apiKey: 'key',
      formId: '99',
      fetch,
    })
  })

  it('throws NewsletterUnavailableError when half configured', () => {
    mockEnv.CONVERTKIT_FORM_ID = '1234'
    expect(() => getNewsletterProvider({ payload })).toThrow(NewsletterUnavailableError)
    expect(() => getNewsletterProvider({ payload })).toThrow(
      'Newsletter unavailable: ConvertKit configuration is incomplete',
    )
  })
})
