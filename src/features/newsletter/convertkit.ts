/**
 * The Kit/ConvertKit newsletter provider. The address is recorded locally first (one row per
 * normalised email, like the built-in list, so nothing a visitor sends is lost even when Kit is
 * down), then sent to the Kit form. Kit runs its own opt-in and sends the newsletter, so no local
 * confirmation email is sent. Kit's errors propagate (the endpoint answers the SPEC failure).
 */
import 'server-only'

import type { Payload } from 'payload'

import { logger } from '@/lib/logger'

import { recordSubscriber } from './builtin'
import { subscribeToKitForm } from './kit'
import type { NewsletterProvider, SubscribeInput, SubscribeOutcome } from './types'

export type ConvertKitDeps = {
  payload: Payload
  apiKey: string
  formId: string
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch
}

async function subscribeThroughKit(deps: ConvertKitDeps, input: SubscribeInput): Promise<SubscribeOutcome> {
  const subscriber = await recordSubscriber(deps.payload, input)
  try {
    await subscribeToKitForm(
      {
        apiKey: deps.apiKey,
        formId: deps.formId,
        email: subscriber.email,
        firstName: subscriber.firstName,
      },
      { fetch: deps.fetch },
    )
  } catch (error) {
    logger.warn(
      {
        event: 'newsletter_subscribe',
        provider: 'convertkit',
        outcome: 'provider-failed',
        subscriberId: subscriber.id,
        formId: deps.formId,
      },
      'Kit subscription failed; the address stays recorded locally',
    )
    throw error
  }
  logger.info(
    {
      event: 'newsletter_subscribe',
      provider: 'convertkit',
      outcome: 'sent-to-provider',
      subscriberId: subscriber.id,
      formId: deps.formId,
    },
    'sent to Kit',
  )
  return { status: 'sent-to-provider' }
}

/** The Kit/ConvertKit provider (selected in provider.ts when CONVERTKIT_API_KEY is set). */
export function createConvertKitProvider(deps: ConvertKitDeps): NewsletterProvider {
  return {
    name: 'convertkit',
    subscribe: (input) => subscribeThroughKit(deps, input),
  }
}
