/**
 * The local Redis for integration tests (TEST_REDIS_URL, default redis://127.0.0.1:6379): whether
 * it answers, a key prefix of the test file's own, a URL where nothing answers.
 */
import { randomBytes } from 'node:crypto'
import net from 'node:net'

import type { OutageLog } from '@/integrations/redis/outage'

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

/** A prefix no other run uses; the test file deletes its keys at the end. */
export function testKeyPrefix(): string {
  return `vanlife-int-${randomBytes(4).toString('hex')}:`
}

/** True when a Redis answers PING at `url` within a second. */
export async function redisAnswers(url = REDIS_URL): Promise<boolean> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379), timeout: 1_000 })
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (data) => {
      socket.destroy()
      resolve(data.toString().startsWith('+PONG'))
    })
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => {
      socket.destroy()
      resolve(false)
    })
  })
}

/** A Redis URL on a port of this machine where nothing listens (taken from the OS, then released). */
export async function unreachableRedisUrl(): Promise<string> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return `redis://127.0.0.1:${port}`
}

export function skipMessage(url = REDIS_URL): string {
  return `[int] Redis is not answering at ${url}: the Redis tests are skipped`
}

/** Records the outage log lines (level and event). */
export function recordingLog() {
  const lines: { level: 'error' | 'info'; event: unknown }[] = []
  const log: OutageLog = {
    error: (fields) => lines.push({ level: 'error', event: fields.event }),
    info: (fields) => lines.push({ level: 'info', event: fields.event }),
  }
  return { lines, log }
}
