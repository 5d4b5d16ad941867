/**
 * The emails of the e2e run, as the local SMTP server (./mail-server.ts, Playwright's globalSetup)
 * received them. The e2e server queues every email in the outbox and, with JOBS_AUTORUN=false,
 * delivers nothing until someone runs the job queue: waitForEmail runs it as the e2e admin
 * (Payload's GET /api/payload-jobs/run) and polls data/e2e-mail/ until the message is there.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { APIRequestContext } from '@playwright/test'

import { adminToken } from './support'

/** Where the SMTP server writes one JSON file per message (emptied when the run starts). */
export const MAIL_DIR = fileURLToPath(new URL('../../data/e2e-mail', import.meta.url))

/** The SMTP server's port: beside the e2e server's (E2E_PORT, default 3100), so two suites don't collide. */
export function smtpPort(): number {
  // E2E_SMTP_PORT: when E2E_PORT + 25 is not yours to take (sessions sharing a machine, each with its ports).
  return Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 25)
}

/** One message as the SMTP server received it. */
export interface ReceivedEmail {
  /** Recipients' addresses, lower-case. */
  to: string[]
  subject: string
  html: string
  text: string
  /** Epoch milliseconds. */
  receivedAt: number
}

/** Every message received so far, oldest first. */
export async function receivedEmails(): Promise<ReceivedEmail[]> {
  const files = (await readdir(MAIL_DIR)).filter((file) => file.endsWith('.json')).sort()
  const emails = await Promise.all(
    files.map(async (file) => JSON.parse(await readFile(path.join(MAIL_DIR, file), 'utf8')) as ReceivedEmail),
  )
  return emails.sort((a, b) => a.receivedAt - b.receivedAt)
}

/** The messages to `to` whose subject matches, oldest first. */
export async function emailsTo(to: string, subject: RegExp): Promise<ReceivedEmail[]> {
  const address = to.toLowerCase()
  return (await receivedEmails()).filter((email) => email.to.includes(address) && subject.test(email.subject))
}

/** Runs every job queue once as the e2e admin (delivers the queued emails). */
export async function runJobQueue(request: APIRequestContext): Promise<void> {
  const token = await adminToken(request)
  const response = await request.get('/api/payload-jobs/run', {
    headers: { Authorization: `JWT ${token}` },
    params: { allQueues: 'true', limit: '50', disableScheduling: 'true' },
  })
  if (!response.ok())
    throw new Error(`GET /api/payload-jobs/run answered ${response.status()}: ${await response.text()}`)
}

/**
 * Runs the queue and waits until the `count`-th message to `to` with a matching subject has
 * arrived (default the first), and returns it. Fails after `timeout` ms with what did arrive.
 */
export async function waitForEmail(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
  { count = 1, timeout = 15_000 }: { count?: number; timeout?: number } = {},
): Promise<ReceivedEmail> {
  const deadline = Date.now() + timeout
  for (;;) {
    await runJobQueue(request)
    const matching = await emailsTo(to, subject)
    if (matching.length >= count) return matching[count - 1]
    if (Date.now() > deadline) {
      const subjects = (await emailsTo(to, /./)).map((email) => email.subject)
      throw new Error(
        `No email #${count} to ${to} matching ${subject} after ${timeout} ms; received for that address: ` +
          `${JSON.stringify(subjects)}. (A server Playwright reused keeps its own environment: it needs ` +
          `SMTP_URL=smtp://127.0.0.1:${smtpPort()}.)`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/**
 * The first link in the email's HTML to `pathname` on the site, as a path with its query (the
 * page a visitor opens from the email), e.g. linkIn(email, '/auth/confirm') → '/auth/confirm?token=…'.
 */
export function linkIn(email: ReceivedEmail, pathname: string): string {
  for (const match of email.html.matchAll(/href="([^"]+)"/g)) {
    const href = match[1].replaceAll('&amp;', '&')
    if (!URL.canParse(href)) continue
    const url = new URL(href)
    if (url.pathname === pathname) return `${url.pathname}${url.search}`
  }
  throw new Error(`No link to ${pathname} in the email "${email.subject}"`)
}
