import type { Payload } from 'payload'

/**
 * Loads Payload with the app's config for CLI scripts. Scripts run with an explicit export
 * condition (`node --conditions=production --import tsx`, see package.json): Lexical's default
 * Node entry points load their build through a top-level `await import()` inside import
 * cycles, which on Node 20 now and then ended the process with exit code 13 having done
 * nothing. With the condition, Node resolves straight to the build.
 */
export async function loadPayload(): Promise<Payload> {
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@/payload.config')])
  return getPayload({ config })
}
