import type { CollectionConfig } from 'payload'

import { adminOnly, anyone, staffOrSelfMember } from '@/cms/access'
import { authCookies } from '@/cms/auth-cookies'
import { env } from '@/lib/env'

/** Site accounts for visitors (sign-up, profile, orders). They never reach /admin. */
export const Members: CollectionConfig = {
  slug: 'members',
  auth: {
    verify: true,
    maxLoginAttempts: 10,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 60 * 60 * 24 * 7,
    cookies: authCookies(env),
  },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'firstName', 'lastName', 'createdAt'], group: 'People' },
  access: {
    admin: () => false,
    create: anyone,
    read: staffOrSelfMember,
    update: staffOrSelfMember,
    delete: adminOnly,
  },
  fields: [
    { name: 'firstName', type: 'text', maxLength: 100 },
    { name: 'lastName', type: 'text', maxLength: 100 },
    { name: 'phone', type: 'text', maxLength: 40 },
  ],
}
