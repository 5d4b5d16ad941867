/**
 * The open live-price streams of this process and the prices they show. Per process, not per
 * stream: one database read serves every stream, and a change is applied once and sent to all.
 *
 * - The prices are read when the first stream opens, reused for a minute, and kept current by the
 *   changes the hooks publish (./changes.ts): a saved document replaces its older self, a deleted
 *   one goes. While streams are open they are also re-read every 5 minutes (a change this process
 *   missed, e.g. Redis unreachable, reaches the pages then), and sent if they differ.
 * - Changes are sent after a short pause, so a refresh that saves four prices sends one event.
 * - Every stream gets a heartbeat every 30 s (SPEC §9), from one timer.
 * - At most `maxStreams` streams, and `maxPerClient` per client address: past either, join says
 *   which (the route answers 503 or 429).
 */
import 'server-only'

import { logger } from '@/lib/logger'

import { currentFuelPrices, type FuelPriceView } from '../fuel-price-view'
import { HEARTBEAT_INTERVAL_MS } from '../live-prices/backoff'
import { heartbeatEvent, pricesEvent } from '../live-prices/protocol'
import { type FuelPriceChange, type FuelPriceChangeListener, onFuelPriceChange } from './changes'
import type { FuelPriceRecord } from './records'

/** Open streams one instance serves at most. */
export const MAX_FUEL_PRICE_STREAMS = 500

/** Open streams of one client address at most (tabs, or people behind one NAT). */
export const MAX_FUEL_PRICE_STREAMS_PER_CLIENT = 20

export type JoinResult = { leave: () => void } | { refused: 'instance-full' | 'client-full' }

export type StreamSink = (chunk: string) => void

export type FuelPriceHubOptions = {
  read: () => Promise<FuelPriceRecord[]>
  maxStreams?: number
  maxPerClient?: number
  /** A read is reused this long for newly opened streams. */
  freshMs?: number
  /** Re-read this often while streams are open. */
  resyncMs?: number
  heartbeatMs?: number
  /** Changes arriving within this pause are sent as one event. */
  settleMs?: number
  subscribe?: (listener: FuelPriceChangeListener) => () => void
  now?: () => number
}

export type FuelPriceHub = {
  readonly streams: number
  /**
   * Adds a stream's sink, for `client` (its address; 'unknown' is not counted per client);
   * returns its leave function, or why it was refused.
   */
  join(sink: StreamSink, client?: string): JoinResult
  /** The prices a newly opened stream starts with. */
  current(): Promise<FuelPriceView[]>
  /** Stops the timers and forgets every stream (tests). */
  close(): void
}

function newer(a: FuelPriceRecord, b: FuelPriceRecord | undefined): boolean {
  return !b || Date.parse(a.updatedAt) >= Date.parse(b.updatedAt)
}

export function createFuelPriceHub(options: FuelPriceHubOptions): FuelPriceHub {
  const maxStreams = options.maxStreams ?? MAX_FUEL_PRICE_STREAMS
  const maxPerClient = options.maxPerClient ?? MAX_FUEL_PRICE_STREAMS_PER_CLIENT
  const freshMs = options.freshMs ?? 60_000
  const resyncMs = options.resyncMs ?? 5 * 60_000
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_INTERVAL_MS
  const settleMs = options.settleMs ?? 100
  const subscribe = options.subscribe ?? onFuelPriceChange
  const now = options.now ?? Date.now

  const sinks = new Set<StreamSink>()
  const perClient = new Map<string, number>()
  let records: Map<string, FuelPriceRecord> | null = null
  let readAt = 0
  let reading: Promise<Map<string, FuelPriceRecord>> | null = null
  /** Changes heard while a read was in flight: applied again on its result. */
  let heardDuringRead: FuelPriceChange[] = []
  let lastSent: string | null = null
  let unsubscribe: (() => void) | null = null
  let heartbeat: ReturnType<typeof setInterval> | undefined
  let resync: ReturnType<typeof setInterval> | undefined
  let settle: ReturnType<typeof setTimeout> | undefined

  const views = (map: Map<string, FuelPriceRecord>) => currentFuelPrices([...map.values()].map((record) => record.view))

  const send = (chunk: string) => {
    for (const sink of sinks) sink(chunk)
  }

  const apply = (map: Map<string, FuelPriceRecord>, change: FuelPriceChange) => {
    if (change.kind === 'saved') {
      if (newer(change.record, map.get(change.record.id))) map.set(change.record.id, change.record)
    } else {
      map.delete(change.id)
    }
  }

  const load = (): Promise<Map<string, FuelPriceRecord>> => {
    reading ??= options
      .read()
      .then((list) => {
        const map = new Map(list.map((record) => [record.id, record]))
        for (const change of heardDuringRead) apply(map, change)
        records = map
        readAt = now()
        return map
      })
      .finally(() => {
        reading = null
        heardDuringRead = []
      })
    return reading
  }

  /** Sends the prices to every stream unless they are what was sent last. */
  const sendIfChanged = (map: Map<string, FuelPriceRecord>) => {
    const chunk = pricesEvent(views(map))
    if (chunk === lastSent) return
    lastSent = chunk
    send(chunk)
  }

  const heard: FuelPriceChangeListener = (change) => {
    if (reading) heardDuringRead.push(change)
    if (!records) return
    apply(records, change)
    settle ??= setTimeout(() => {
      settle = undefined
      if (records && sinks.size > 0) sendIfChanged(records)
    }, settleMs)
  }

  const start = () => {
    unsubscribe = subscribe(heard)
    heartbeat = setInterval(() => send(heartbeatEvent(new Date(now()))), heartbeatMs)
    resync = setInterval(() => {
      load()
        .then(sendIfChanged)
        .catch((error: unknown) =>
          logger.warn({ event: 'fuel_price_stream_resync_failed', err: error }, 'Could not re-read the fuel prices'),
        )
    }, resyncMs)
    heartbeat.unref?.()
    resync.unref?.()
  }

  const stop = () => {
    unsubscribe?.()
    unsubscribe = null
    clearInterval(heartbeat)
    clearInterval(resync)
    clearTimeout(settle)
    heartbeat = resync = settle = undefined
    // Nobody hears changes now: the next stream reads afresh.
    records = null
    lastSent = null
  }

  return {
    get streams() {
      return sinks.size
    },
    join(sink, client = 'unknown') {
      if (sinks.size >= maxStreams) return { refused: 'instance-full' }
      const counted = client !== 'unknown'
      const open = perClient.get(client) ?? 0
      if (counted && open >= maxPerClient) return { refused: 'client-full' }
      if (counted) perClient.set(client, open + 1)
      sinks.add(sink)
      if (sinks.size === 1) start()
      let left = false
      return {
        leave: () => {
          if (left) return
          left = true
          sinks.delete(sink)
          if (counted) {
            const remaining = (perClient.get(client) ?? 1) - 1
            if (remaining > 0) perClient.set(client, remaining)
            else perClient.delete(client)
          }
          if (sinks.size === 0) stop()
        },
      }
    },
    async current() {
      const map = records && now() - readAt < freshMs ? records : await load()
      return views(map)
    },
    close() {
      sinks.clear()
      perClient.clear()
      stop()
    },
  }
}
