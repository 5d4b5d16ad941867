/**
 * Payload's email adapter for SMTP: Payload's emails (verification, password reset) go out through
 * the shared transport (./transport.ts, nodemailer on SMTP_URL) at once. Our own few lines instead of
 * @payloadcms/email-nodemailer, which pinned an older nodemailer major and Payload's exact version.
 */
import 'server-only'

import type { EmailAdapter, SendEmailOptions } from 'payload'

import { type EmailAddress, formatAddress } from './address'
import { getSmtpTransport } from './transport'

type Sender = SendEmailOptions['from']

/** The message's own sender as one header value, or the default one. */
function senderOf(from: Sender, fallback: Required<EmailAddress>): string {
  if (typeof from === 'string' && from.trim()) return from
  if (from && typeof from === 'object' && !Array.isArray(from) && from.address) {
    return from.name ? formatAddress({ name: from.name, address: from.address }) : from.address
  }
  return formatAddress(fallback)
}

/** Sends Payload's emails through SMTP_URL at once. Only call when smtpConfigured(). */
export function smtpPayloadAdapter(from: Required<EmailAddress>): EmailAdapter {
  return () => ({
    name: 'smtp',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    // No network at start: a wrong SMTP_URL shows up as failed emails, not as a failed boot.
    sendEmail: (message) => getSmtpTransport().sendMail({ ...message, from: senderOf(message.from, from) }),
  })
}
