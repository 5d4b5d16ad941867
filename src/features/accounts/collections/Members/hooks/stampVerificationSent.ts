import type { CollectionBeforeChangeHook } from 'payload'

/** A new account's confirmation link is sent now: its 24 hours start (src/features/accounts/links.ts). */
export const stampVerificationSent: CollectionBeforeChangeHook = ({ data, operation }) => {
  if (operation === 'create' && !data._verified) return { ...data, verificationSentAt: new Date().toISOString() }
  return data
}
