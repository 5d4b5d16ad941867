/**
 * Playwright's globalSetup: a real SMTP server for the e2e run (smtp-server on 127.0.0.1, port
 * E2E_PORT + 25, see ./mail.ts), so the e2e server delivers with SMTP_URL set, as in production.
 * Every message it accepts is parsed with mailparser and written as one JSON file (to, subject,
 * html, text) into data/e2e-mail/, emptied first; the specs read them with ./mail.ts. The function
 * it returns is the teardown: it closes the server.
 */
import { randomUUID } from 'node:crypto'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { type AddressObject, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

import { MAIL_DIR, type ReceivedEmail, smtpPort } from './mail'

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : []
  return list.flatMap((object) => object.value.map((entry) => entry.address?.toLowerCase() ?? '')).filter(Boolean)
}

export default async function startMailServer(): Promise<() => Promise<void>> {
  await rm(MAIL_DIR, { recursive: true, force: true })
  await mkdir(MAIL_DIR, { recursive: true })

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          const receivedAt = Date.now()
          const email: ReceivedEmail = {
            to: addresses(mail.to),
            subject: mail.subject ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            text: mail.text ?? '',
            receivedAt,
          }
          // Written (whole, then renamed) before the SMTP answer: once the sender's sendMail resolves,
          // the file is there.
          const file = path.join(MAIL_DIR, `${receivedAt}-${randomUUID()}.json`)
          await writeFile(`${file}.tmp`, JSON.stringify(email))
          await rename(`${file}.tmp`, file)
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  const port = smtpPort()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return () => new Promise<void>((resolve) => server.close(() => resolve()))
}
