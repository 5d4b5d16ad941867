/**
 * Payload's email adapter (used for Payload's own emails: member verification, forgot password).
 * With SMTP_URL: Payload's emails over SMTP on the shared transport. Without: the embedded
 * adapter keeps every email in the outbox (status kept) and logs one line.
 */
import 'server-only'

import type { EmailAdapter, SendEmailOptions } from 'payload'

import { formatAddress } from '@/integrations/email/address'
import { smtpPayloadAdapter } from '@/integrations/email/payload-adapter'
import { smtpConfigured } from '@/integrations/email/transport'

import { keepEmail, recordSendOutcome, type OutboxEmail } from './outbox'
import { defaultFrom } from './sender'

type AddressLike = SendEmailOptions['to']

/** Nodemailer's many address shapes, as one header-style string. */
export function addressesToString(value: AddressLike | SendEmailOptions['from']): string {
  if (!value) return ''
  if (typeof value === 'string') return value
  if (Array.isArray(value))
    return value
      .map((item) => addressesToString(item))
      .filter(Boolean)
      .join(', ')
  return value.address ? formatAddress({ name: value.name || undefined, address: value.address }) : ''
}

function contentToString(value: SendEmailOptions['html']): string | undefined {
  if (typeof value === 'string') return value
  if (Buffer.isBuffer(value)) return value.toString('utf8')
  return undefined
}

function headersToRecord(value: SendEmailOptions['headers']): Record<string, string> | undefined {
  if (!value || Array.isArray(value)) return undefined
  const out: Record<string, string> = {}
  for (const [key, header] of Object.entries(value)) {
    if (typeof header === 'string') out[key] = header
  }
  return Object.keys(out).length ? out : undefined
}

/** Payload's message as an outbox row. */
function toOutboxEmail(message: SendEmailOptions, defaultSender: string): OutboxEmail {
  return {
    to: addressesToString(message.to),
    from: addressesToString(message.from) || defaultSender,
    subject: message.subject ?? '(no subject)',
    kind: 'payload',
    html: contentToString(message.html),
    text: contentToString(message.text),
    headers: headersToRecord(message.headers),
  }
}

/** The embedded adapter: stores Payload's emails in the outbox, delivered nowhere. */
export const outboxEmailAdapter: EmailAdapter<{ id: number }> = ({ payload }) => {
  const from = defaultFrom()
  return {
    name: 'outbox',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    sendEmail: async (message) => ({ id: await keepEmail(payload, toOutboxEmail(message, formatAddress(from))) }),
  }
}

/**
 * With SMTP_URL: the SMTP adapter on the shared transport, sending at once, with each
 * email recorded in the outbox too (sent, or failed and then retried by the sendEmail job; the
 * failure is not thrown back into Payload's operation, so a sign-up does not fail on SMTP).
 */
function smtpEmailAdapter(): EmailAdapter {
  const from = defaultFrom()
  const smtp = smtpPayloadAdapter(from)
  return ({ payload }) => {
    const inner = smtp({ payload })
    return {
      ...inner,
      sendEmail: async (message) => {
        const email = toOutboxEmail(message, formatAddress(from))
        try {
          const info = await inner.sendEmail(message)
          await recordSendOutcome(payload, email, { ok: true })
          return info
        } catch (error) {
          const id = await recordSendOutcome(payload, email, { ok: false, error })
          return { queuedForRetry: id }
        }
      },
    }
  }
}

/** The `email` entry of the Payload config. */
export function emailAdapter(): EmailAdapter {
  return smtpConfigured() ? smtpEmailAdapter() : outboxEmailAdapter
}
