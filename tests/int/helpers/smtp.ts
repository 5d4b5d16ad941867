/**
 * A real SMTP server for integration tests (smtp-server on 127.0.0.1, random port) that parses
 * every message it accepts with mailparser.
 */
import type { AddressInfo } from 'node:net'

import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type TestSmtpServer = {
  /** smtp://127.0.0.1:<port> */
  url: string
  /** Every message accepted so far, parsed. */
  received: ParsedMail[]
  close: () => Promise<void>
}

/**
 * Recipients starting with `rejectPrefix` are refused, like a server with a full mailbox would.
 * `delayMs`: each message is answered that long after it arrived, like a slow server.
 */
export async function startTestSmtpServer(
  options: { rejectPrefix?: string; delayMs?: number } = {},
): Promise<TestSmtpServer> {
  const received: ParsedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.rejectPrefix && address.address.startsWith(options.rejectPrefix)) {
        callback(new Error('550 Mailbox unavailable'))
      } else callback()
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs))
          received.push(mail)
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
