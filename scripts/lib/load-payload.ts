import type { Payload } from 'payload'

/**
 * Loads Payload with the app's config for CLI scripts. The imports are dynamic on purpose:
 * on Node 20, statically importing the whole config graph through tsx's loader now and then
 * ended the process early (exit code 13, "unsettled top-level await").
 */
export async function loadPayload(): Promise<Payload> {
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('../../src/cms/payload.config'),
  ])
  return getPayload({ config })
}
