import type { CollectionConfig } from 'payload'

import { adminOnly, staff, staffField, staffOrSelfMember } from '@/cms/access'
import { authCookies } from '@/cms/auth-cookies'
import { env } from '@/lib/env'

import { CONFIRMATION_LINK_HOURS, RESET_LINK_MS } from '../../links'
import { closedAuthEndpoints } from './endpoints'
import { onlyProfileFieldsFromMembers } from './hooks/onlyProfileFieldsFromMembers'
import { stampVerificationSent } from './hooks/stampVerificationSent'
import { confirmationEmailForStaffCreated } from './verification-email'

/**
 * Site accounts for visitors (sign-up, profile, orders), kept apart from staff `users`; they never
 * reach /admin. Visitors act only through the accounts endpoints (src/app/api/account/*), which
 * apply rate limits, the sign-in lockout and the same answer for known and unknown addresses;
 * Payload's own auth routes for members are closed (./endpoints.ts). A member can change only
 * their own first name, last name and phone (./hooks/onlyProfileFieldsFromMembers.ts).
 */
export const Members: CollectionConfig = {
  slug: 'members',
  auth: {
    verify: confirmationEmailForStaffCreated,
    // The lockout is ours, per email address, known or not (src/lib/forms/lockout.ts): Payload's
    // counts only existing accounts, which would tell an attacker which addresses have one.
    maxLoginAttempts: 0,
    // The session token lives only in the HttpOnly cookie: Payload's answers (GET /api/members/me)
    // would otherwise hand it to any script on the page. The accounts endpoints get it from
    // Payload's operations (server/payload-auth.ts) and never put it in a body.
    removeTokenFromResponses: true,
    tokenExpiration: env.MEMBER_SESSION_SECONDS,
    forgotPassword: { expiration: RESET_LINK_MS },
    cookies: authCookies(env),
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', '_verified', 'createdAt'],
    group: 'People',
    description: `Site accounts. A new account must confirm its email within ${CONFIRMATION_LINK_HOURS} hours of the link being sent.`,
  },
  access: {
    admin: () => false,
    // Sign-up is the accounts endpoint's (it decides every field); REST create is staff only.
    create: staff,
    read: staffOrSelfMember,
    update: staffOrSelfMember,
    delete: adminOnly,
  },
  endpoints: closedAuthEndpoints,
  hooks: {
    beforeOperation: [onlyProfileFieldsFromMembers],
    beforeChange: [stampVerificationSent],
  },
  fields: [
    { name: 'firstName', type: 'text', maxLength: 100 },
    { name: 'lastName', type: 'text', maxLength: 100 },
    { name: 'phone', type: 'text', maxLength: 40 },
    // Payload's own auth fields, with field-level access a member cannot pass (merged by name).
    { name: 'email', type: 'email', access: { update: staffField } },
    { name: '_verified', type: 'checkbox', access: { create: staffField, update: staffField } },
    {
      name: 'verificationSentAt',
      type: 'date',
      admin: { readOnly: true, position: 'sidebar', description: 'When the latest confirmation link was sent.' },
      access: { create: () => false, update: () => false },
    },
  ],
}
