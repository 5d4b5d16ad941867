/**
 * The Redis connection of this process: one client per URL, shared by the page and data cache
 * (./next-cache-handler.ts) and the form rate limits (./rate-limit-store.ts).
 *
 * Never in the way of a request: the client connects in the background and reconnects forever
 * with back-off; while it is not connected every command fails at once (no offline queue), so
 * callers fall back to this process's memory instead of waiting.
 *
 * Also loaded by Node itself (Next imports the cache handler at run time, outside its bundles):
 * relative imports carry their extension, and no `server-only` (it throws outside Next's bundles).
 */
import { createClient, type RedisClientType } from '@redis/client'

/** A plain client: RESP2, no modules, scripts or functions. */
export type RedisClient = RedisClientType

/** How long one operation may take before the caller treats Redis as unreachable (./timeout.ts). */
export const COMMAND_TIMEOUT_MS = 1_000

type Listener = (event: 'error' | 'ready', detail?: Error) => void

type Entry = { client: RedisClient; listeners: Set<Listener> }

// On globalThis, not in a module variable: Next loads the cache handler with Node's own import()
// and the rate limits inside its bundles, two copies of this module in one process.
const REGISTRY = Symbol.for('vanlife.redis.clients')
type Registry = Map<string, Entry>

function registry(): Registry {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: Registry }
  holder[REGISTRY] ??= new Map()
  return holder[REGISTRY]
}

/** Milliseconds before the next reconnection attempt: 100 ms doubling up to 5 s. */
export function reconnectDelay(retries: number): number {
  return Math.min(100 * 2 ** Math.min(retries, 6), 5_000)
}

/**
 * The shared client for `url`, connecting in the background. `onEvent` hears connection errors
 * and every (re)connection; each distinct listener is added once.
 */
export function sharedRedisClient(url: string, onEvent?: Listener): RedisClient {
  const clients = registry()
  const entry = clients.get(url) ?? connect(clients, url)
  if (onEvent) entry.listeners.add(onEvent)
  return entry.client
}

function connect(clients: Registry, url: string): Entry {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    pingInterval: 10_000,
    socket: { connectTimeout: 2_000, reconnectStrategy: reconnectDelay },
  })
  const listeners = new Set<Listener>()
  // Without an 'error' listener a failed connection would crash the process.
  client.on('error', (error: unknown) => {
    const err = error instanceof Error ? error : new Error(String(error))
    for (const listener of listeners) listener('error', err)
  })
  client.on('ready', () => {
    for (const listener of listeners) listener('ready')
  })
  const entry = { client, listeners }
  clients.set(url, entry)
  // Resolves once connected; retried by reconnectDelay until then. Failures reach 'error'.
  client.connect().catch(() => undefined)
  return entry
}

/** Resolves true once `client` is connected, false after `timeoutMs` (never rejects). */
export async function whenReady(client: RedisClient, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (!client.isReady && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return client.isReady
}

/** Closes the client of `url`, if any (tests, scripts). */
export async function closeSharedRedisClient(url: string): Promise<void> {
  const clients = registry()
  const entry = clients.get(url)
  if (!entry) return
  clients.delete(url)
  entry.listeners.clear()
  if (entry.client.isOpen) await entry.client.close().catch(() => entry.client.destroy())
  else entry.client.destroy()
}

/** Removes every key that starts with `prefix` (SCAN + UNLINK, in batches); returns how many. */
export async function deleteKeysWithPrefix(client: RedisClient, prefix: string): Promise<number> {
  if (!/^[A-Za-z0-9:_.-]+$/.test(prefix)) throw new Error(`Refusing to delete keys under the prefix "${prefix}"`)
  let removed = 0
  for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) {
    if (keys.length > 0) removed += await client.unlink(keys)
  }
  return removed
}
