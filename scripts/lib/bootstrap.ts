import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

export type CreatedStaff = { email: string; password: string; fromEnv: boolean }

/**
 * Creates the first staff user (role admin) when there is none: ADMIN_EMAIL / ADMIN_PASSWORD
 * when set, otherwise admin@example.com with a generated password. Returns what was created.
 */
export async function ensureFirstStaffUser(
  payload: Payload,
  config: { email?: string; password?: string },
): Promise<CreatedStaff | null> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return null
  const email = config.email ?? 'admin@example.com'
  const password = config.password ?? randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Site admin', role: 'admin' },
    overrideAccess: true,
  })
  return { email, password, fromEnv: Boolean(config.password) }
}

/** An empty database has never held content: no stories and no media. */
export async function isEmptyDatabase(payload: Payload): Promise<boolean> {
  const [stories, media] = await Promise.all([
    payload.count({ collection: 'stories', overrideAccess: true }),
    payload.count({ collection: 'media', overrideAccess: true }),
  ])
  return stories.totalDocs === 0 && media.totalDocs === 0
}
