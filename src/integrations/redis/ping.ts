/**
 * A connection check of REDIS_URL for the status page: its own short-lived connection (the shared
 * client reconnects in the background and fails commands at once while it does), PING, closed.
 */
import { createClient } from '@redis/client'

/** Resolves with Redis's version when it answers PING within `timeoutMs`; rejects otherwise. */
export async function pingRedis(url: string, timeoutMs: number): Promise<string> {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: timeoutMs, reconnectStrategy: false },
  })
  client.on('error', () => undefined)
  try {
    await client.connect()
    await client.ping()
    const info = await client.info('server')
    const version = /redis_version:(\S+)/.exec(info)?.[1]
    return version ? `Redis ${version}` : 'answers'
  } finally {
    client.destroy()
  }
}
