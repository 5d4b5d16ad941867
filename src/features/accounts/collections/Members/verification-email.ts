import type { IncomingAuthType } from 'payload'

import { emailBrand, renderEmail } from '@/features/email'

import { accountLinks } from '../../emails/links'
import { ConfirmAccountEmail, confirmAccountSubject } from '../../emails'

type VerifyConfig = Exclude<NonNullable<IncomingAuthType['verify']>, boolean>

/**
 * Payload's verification email, used only when staff create a member in the admin (sign-up sends
 * its own through the outbox): the same email, linking to our confirm page.
 */
export const confirmationEmailForStaffCreated: VerifyConfig = {
  generateEmailSubject: () => confirmAccountSubject(emailBrand().productName),
  generateEmailHTML: async ({ token, user }) => {
    const firstName = typeof user?.firstName === 'string' ? user.firstName : null
    const { html } = await renderEmail(
      ConfirmAccountEmail({ ...emailBrand(), confirmUrl: accountLinks.confirm(token ?? ''), firstName }),
    )
    return html
  },
}
