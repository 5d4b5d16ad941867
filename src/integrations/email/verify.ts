/** A connection check of SMTP_URL for the status page: connect, greet, log in, and close. */
import 'server-only'

import nodemailer from 'nodemailer'

/**
 * Resolves when the SMTP server at `url` accepts a connection (and the login, when the URL has
 * one) within `timeoutMs`; rejects with the server's or the network's error otherwise. Its own
 * short-lived connection: the delivery transport is not touched.
 */
export async function verifySmtp(url: string, timeoutMs: number): Promise<void> {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  } as Parameters<typeof nodemailer.createTransport>[0])
  try {
    await transport.verify()
  } finally {
    transport.close()
  }
}
