/**
 * Which newsletter provider serves this process, and whether the newsletter is available at all.
 * Every caller (subscribe endpoint, contact form, calculator) goes through here, never through a
 * provider directly. Server-only.
 *
 * - CONVERTKIT_API_KEY set: Kit/ConvertKit, on CONVERTKIT_FORM_ID or the built-in default form.
 * - CONVERTKIT_FORM_ID set without CONVERTKIT_API_KEY: unavailable ("ConvertKit configuration is
 *   incomplete"); a half-configured Kit never silently falls back to the built-in list.
 * - Neither: the built-in list (double opt-in on `subscribers`).
 */
import 'server-only'

import type { Payload } from 'payload'

import { env } from '@/lib/env'

import { createBuiltinProvider } from './builtin'
import { createConvertKitProvider } from './convertkit'
import { DEFAULT_CONVERTKIT_FORM_ID, KIT_MESSAGES } from './kit'
import type { NewsletterProvider, NewsletterProviderName } from './types'

export type NewsletterAvailability =
  { available: true; provider: NewsletterProviderName } | { available: false; reason: string }

/** The env fields the choice depends on. */
export type NewsletterConfig = {
  CONVERTKIT_API_KEY?: string | null
  CONVERTKIT_FORM_ID?: string | null
}

/** The outcome of the choice; the Kit variant carries its credentials (never log it). */
export type NewsletterSelection =
  | { available: true; provider: 'builtin' }
  | { available: true; provider: 'convertkit'; apiKey: string; formId: string }
  | { available: false; reason: string }

/** Thrown by getNewsletterProvider when the newsletter is unavailable (SPEC §8 "unavailable" outcome). */
export class NewsletterUnavailableError extends Error {
  constructor(reason: string) {
    super(`Newsletter unavailable: ${reason}`)
    this.name = 'NewsletterUnavailableError'
  }
}

function setting(value: string | null | undefined): string | undefined {
  const text = value?.trim()
  return text ? text : undefined
}

/** Pure: the provider the configuration selects (blank values count as unset). */
export function selectNewsletterProvider(config: NewsletterConfig): NewsletterSelection {
  const apiKey = setting(config.CONVERTKIT_API_KEY)
  const formId = setting(config.CONVERTKIT_FORM_ID)
  if (apiKey)
    return {
      available: true,
      provider: 'convertkit',
      apiKey,
      formId: formId ?? DEFAULT_CONVERTKIT_FORM_ID,
    }
  if (formId) return { available: false, reason: KIT_MESSAGES.incomplete }
  return { available: true, provider: 'builtin' }
}

/** The public part of a selection (no credentials). */
function availabilityOf(selection: NewsletterSelection): NewsletterAvailability {
  return selection.available ? { available: true, provider: selection.provider } : selection
}

/** Decided from configuration only (no network), so pages can ask on every render. */
export function newsletterAvailability(): NewsletterAvailability {
  return availabilityOf(selectNewsletterProvider(env))
}

export type ProviderDeps = {
  payload: Payload
  now?: () => number
  /** Injected in tests; the global fetch otherwise (Kit only). */
  fetch?: typeof fetch
}

/** The configured provider; throws NewsletterUnavailableError when the newsletter is unavailable. */
export function getNewsletterProvider(deps: ProviderDeps): NewsletterProvider {
  const selection = selectNewsletterProvider(env)
  if (!selection.available) throw new NewsletterUnavailableError(selection.reason)
  if (selection.provider === 'convertkit')
    return createConvertKitProvider({
      payload: deps.payload,
      apiKey: selection.apiKey,
      formId: selection.formId,
      fetch: deps.fetch,
    })
  return createBuiltinProvider({ payload: deps.payload, now: deps.now })
}
