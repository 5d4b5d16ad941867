/**
 * The local Redis for integration tests (TEST_REDIS_URL, default redis://127.0.0.1:6379): whether
 * it answers, a key prefix of the test file's own, a URL where nothing answers.
 */
import { randomBytes } from 'node:crypto'
import net from 'node:net'

import { afterAll, beforeAll, expect } from 'vitest'

import {
  closeSharedRedisClient,
  deleteKeysWithPrefix,
  type RedisClient,
  sharedRedisClient,
  whenReady,
} from '@/integrations/redis/client'
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

/**
 * Two "instances" of the app against the local Redis, for a describe block: two clients of their
 * own (the shared client is per URL, so the URL is spelled twice), ready before the tests, and the
 * keys under `prefix` deleted and both clients closed after them.
 */
export function twoRedisInstances(prefix: string): { a: () => RedisClient; b: () => RedisClient } {
  const urlA = REDIS_URL
  const urlB = `${REDIS_URL.replace(/\/$/, '')}/0`
  let clientA: RedisClient | undefined
  let clientB: RedisClient | undefined

  beforeAll(async () => {
    clientA = sharedRedisClient(urlA)
    clientB = sharedRedisClient(urlB)
    expect(await whenReady(clientA, 5_000)).toBe(true)
    expect(await whenReady(clientB, 5_000)).toBe(true)
  })

  afterAll(async () => {
    if (clientA?.isReady) await deleteKeysWithPrefix(clientA, prefix)
    await closeSharedRedisClient(urlA)
    await closeSharedRedisClient(urlB)
  })

  const ready = (client: RedisClient | undefined): RedisClient => {
    if (!client) throw new Error('The Redis clients are created in beforeAll')
    return client
  }
  return { a: () => ready(clientA), b: () => ready(clientB) }
}

/**
 * A client of a Redis URL where nothing answers, for a describe block: created before its tests,
 * closed after them.
 */
export function unreachableRedisClient(): () => RedisClient {
  let url: string | undefined
  let client: RedisClient | undefined
  beforeAll(async () => {
    url = await unreachableRedisUrl()
    client = sharedRedisClient(url)
  })
  afterAll(async () => {
    if (url) await closeSharedRedisClient(url)
  })
  return () => {
    if (!client) throw new Error('The client is created in beforeAll')
    return client
  }
}
