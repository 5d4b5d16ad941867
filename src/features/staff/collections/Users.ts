import type { CollectionConfig } from 'payload'

import { adminOnly, adminOnlyField, adminOrSelf, isStaffUser, STAFF_ROLES } from '@/cms/access'
import { authCookies } from '@/cms/auth-cookies'
import { env } from '@/lib/env'

import { clearStaffSignIn, limitStaffAuth } from '../server/auth-limits'

/** Staff accounts: the only collection that can sign in to /admin. Editors cannot manage staff. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff member', plural: 'Staff' },
  // No account lock of Payload's (maxLoginAttempts 0): it locked the owner out too, and told that the
  // account exists. ../server/auth-limits.ts limits sign-in and forgot-password instead.
  auth: { useAPIKey: false, maxLoginAttempts: 0, cookies: authCookies(env) },
  hooks: { beforeOperation: [limitStaffAuth], afterLogin: [clearStaffSignIn] },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'role'],
    group: 'Admin',
  },
  access: {
    admin: ({ req }) => isStaffUser(req.user),
    read: adminOrSelf,
    create: adminOnly,
    update: adminOrSelf,
    delete: adminOnly,
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: STAFF_ROLES.map((role) => ({ label: role === 'admin' ? 'Admin' : 'Editor', value: role })),
      saveToJWT: true,
      access: { create: adminOnlyField, update: adminOnlyField },
      admin: { description: 'Admins manage staff and settings; editors manage content.' },
    },
  ],
}
