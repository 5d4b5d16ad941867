/**
 * Payload's own collections and globals (payload-locked-documents, payload-preferences,
 * payload-migrations, payload-jobs-stats…) come with Payload's default access: any signed-in
 * user. Site members are signed-in users too, so without this a member could create migration
 * rows, lift staff's edit locks or stop the job schedule through REST. After the config is built,
 * every access function of those is wrapped: anyone signed in who is not staff is refused; staff
 * keep Payload's rules. Checked for every collection and global by tests/int/member-access.int.test.ts.
 */
import type { SanitizedConfig } from 'payload'

import { isStaffUser } from './index'

const INTERNAL = /^payload-/

type AccessFunction = (args: { req: { user?: unknown } }) => unknown

function staffOrAnonymousOnly<F>(access: F): F {
  if (typeof access !== 'function') return access
  const original = access as unknown as AccessFunction
  const wrapped: AccessFunction = (args) => {
    const user = args.req.user as Parameters<typeof isStaffUser>[0]
    if (user && !isStaffUser(user)) return false
    return original(args)
  }
  return wrapped as unknown as F
}

function wrapAll<T extends Record<string, unknown>>(access: T): T {
  const out: Record<string, unknown> = {}
  for (const [operation, fn] of Object.entries(access)) out[operation] = staffOrAnonymousOnly(fn)
  return out as T
}

export async function withStaffOnlyPayloadInternals(config: Promise<SanitizedConfig>): Promise<SanitizedConfig> {
  const sanitized = await config
  for (const collection of sanitized.collections) {
    if (INTERNAL.test(collection.slug)) collection.access = wrapAll(collection.access)
  }
  for (const global of sanitized.globals) {
    if (INTERNAL.test(global.slug)) global.access = wrapAll(global.access)
  }
  return sanitized
}
