/**
 * The SMTP transport (nodemailer, from SMTP_URL), shared by Payload's adapter and the outbox's
 * delivery job.
 */
import 'server-only'

import nodemailer from 'nodemailer'
import type { Transporter } from 'nodemailer'

import { env } from '@/lib/env'

/** One message as handed to the transport. */
export interface TransportMessage {
  from: string
  to: string
  subject: string
  html?: string
  text?: string
  headers?: Record<string, string>
  /** The Message-ID header, the same for every attempt at one email (see the outbox). */
  messageId?: string
}

/** The part of a nodemailer transport we use; tests may inject their own. */
export interface EmailTransport {
  sendMail(message: TransportMessage): Promise<unknown>
}

/**
 * True when emails are delivered over SMTP_URL; otherwise (no SMTP_URL, or EMAIL_DELIVERY=outbox)
 * they are kept in the outbox.
 */
export function smtpConfigured(): boolean {
  return env.emailDelivery === 'smtp' && Boolean(env.SMTP_URL)
}

let smtpTransport: Transporter | undefined

/** The nodemailer transport for SMTP_URL (created once). Only call when smtpConfigured(). */
export function getSmtpTransport(): Transporter {
  if (!env.SMTP_URL) throw new Error('SMTP_URL is not set')
  smtpTransport ??= nodemailer.createTransport(env.SMTP_URL)
  return smtpTransport
}

let testTransport: EmailTransport | undefined

/**
 * TEST ONLY: makes the sendEmail job deliver through `transport` (even without SMTP_URL), or
 * restores the configured behaviour with `undefined`.
 */
export function setTransportForTests(transport: EmailTransport | undefined): void {
  if (env.NODE_ENV === 'production') throw new Error('setTransportForTests() is for tests only')
  testTransport = transport
}

/** The transport the job delivers through, or null for the embedded default (keep in the outbox). */
export function activeTransport(): EmailTransport | null {
  if (testTransport) return testTransport
  return smtpConfigured() ? getSmtpTransport() : null
}
