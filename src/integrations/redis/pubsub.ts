/**
 * Redis pub/sub, for news every instance must hear at once (a fuel price changed on one instance:
 * the open pages of every instance must show it). Nothing is stored: a message published while an
 * instance's listener is disconnected is lost to it (its callers resynchronise from the database).
 *
 * - publish goes through the shared client (./client.ts): it fails when Redis is not connected
 *   within COMMAND_TIMEOUT_MS, or does not answer within it; the caller decides.
 * - listening takes one more connection per URL and channel (a subscribed connection can do
 *   nothing else), opened on the first listener, reconnecting forever with the same back-off;
 *   the client subscribes again by itself after a reconnection.
 *
 * Both are kept on globalThis: Next may load this module more than once in a process.
 */
import { createClient } from '@redis/client'

import { COMMAND_TIMEOUT_MS, reconnectDelay, type RedisClient, sharedRedisClient, whenReady } from './client'
import { withTimeout } from './timeout'

export type ChannelListener = (message: string) => void

export type RedisChannel = {
  /** Resolves once Redis took the message; rejects when it could not (not connected, no answer). */
  publish(message: string): Promise<void>
  /** Hears every message of the channel (from every instance, this one included); returns the unsubscribe. */
  subscribe(listener: ChannelListener): () => void
}

export type RedisChannelOptions = {
  /** Hears the listening connection's errors (each reconnection attempt that fails). */
  onError?: (error: Error) => void
}

type Entry = { listeners: Set<ChannelListener>; subscriber?: RedisClient; options: RedisChannelOptions }

const REGISTRY = Symbol.for('vanlife.redis.channels')
type Registry = Map<string, Entry>

function registry(): Registry {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: Registry }
  holder[REGISTRY] ??= new Map()
  return holder[REGISTRY]
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error))
}

function listen(url: string, channel: string, entry: Entry): RedisClient {
  const client: RedisClient = createClient({
    url,
    socket: { connectTimeout: 2_000, reconnectStrategy: reconnectDelay },
  })
  // Without an 'error' listener a failed connection would crash the process.
  client.on('error', (error: unknown) => entry.options.onError?.(asError(error)))
  const relay = (message: string) => {
    for (const listener of entry.listeners) {
      try {
        listener(message)
      } catch (error) {
        entry.options.onError?.(asError(error))
      }
    }
  }
  client
    .connect()
    .then(() => client.subscribe(channel, relay))
    .catch((error: unknown) => entry.options.onError?.(asError(error)))
  return client
}

/** The channel `channel` of the Redis at `url`. */
export function redisChannel(url: string, channel: string, options: RedisChannelOptions = {}): RedisChannel {
  const key = `${url}\n${channel}`
  const channels = registry()
  let entry = channels.get(key)
  if (!entry) {
    entry = { listeners: new Set(), options }
    channels.set(key, entry)
  }
  const own = entry
  return {
    async publish(message) {
      const client = sharedRedisClient(url)
      // The first use of the shared client in a process connects it: give it a moment.
      if (!client.isReady && !(await whenReady(client, COMMAND_TIMEOUT_MS))) throw new Error('Redis is not connected')
      await withTimeout(client.publish(channel, message), COMMAND_TIMEOUT_MS, 'PUBLISH')
    },
    subscribe(listener) {
      own.listeners.add(listener)
      own.subscriber ??= listen(url, channel, own)
      return () => {
        own.listeners.delete(listener)
      }
    },
  }
}

/** Closes every listening connection of this process (tests, scripts). */
export async function closeRedisChannels(): Promise<void> {
  const channels = registry()
  const entries = [...channels.values()]
  channels.clear()
  await Promise.all(
    entries.map(async (entry) => {
      entry.listeners.clear()
      const client = entry.subscriber
      if (!client) return
      if (client.isOpen) await client.close().catch(() => client.destroy())
      else client.destroy()
    }),
  )
}
