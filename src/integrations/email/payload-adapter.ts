/**
 * Payload's SMTP email adapter (@payloadcms/email-nodemailer) on the shared transport.
 */
import 'server-only'

import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { EmailAdapter } from 'payload'

import type { EmailAddress } from './address'
import { getSmtpTransport } from './transport'

/** Sends Payload's emails through SMTP_URL at once. Only call when smtpConfigured(). */
export function smtpPayloadAdapter(from: Required<EmailAddress>): Promise<EmailAdapter> {
  return nodemailerAdapter({
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    transport: getSmtpTransport(),
    // No network at start: a wrong SMTP_URL shows up as failed emails, not as a failed boot.
    skipVerify: true,
  })
}
