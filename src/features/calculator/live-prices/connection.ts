/**
 * The browser's side of the live fuel prices: one EventSource at a time, every message checked
 * (./protocol.ts), the connection treated as dead after 40 s without any message (a 30 s heartbeat
 * and 10 s of grace) or on an error, and reopened after 1, 2, 5, then 10 s (./backoff.ts) until a
 * price message arrives again. Framework-free: the EventSource and the timers are passed in, so it
 * runs in tests as it does in the browser (./use-live-fuel-prices.ts wraps it for React).
 */
import type { FuelPriceView } from '../fuel-price-view'
import { DEAD_CONNECTION_MS, reconnectDelay } from './backoff'
import { FUEL_PRICE_EVENTS, FUEL_PRICES_STREAM_PATH, parseLiveMessage } from './protocol'

/** The part of EventSource used here. */
export type EventSourceLike = {
  addEventListener(type: string, listener: (event: Event) => void): void
  close(): void
}

/** connecting: the first attempt; live: messages arrive; reconnecting: waiting or trying again. */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'stopped'

export type Timers = {
  setTimeout: (callback: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
}

export type LiveFuelPricesOptions = {
  url?: string
  open: (url: string) => EventSourceLike
  onPrices: (prices: FuelPriceView[]) => void
  onStatus?: (status: LiveStatus) => void
  timers?: Timers
}

export type LiveConnection = { stop(): void }

const defaultTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
}

export function connectLiveFuelPrices(options: LiveFuelPricesOptions): LiveConnection {
  const url = options.url ?? FUEL_PRICES_STREAM_PATH
  const timers = options.timers ?? defaultTimers
  let source: EventSourceLike | undefined
  let watchdog: unknown
  let retry: unknown
  let failures = 0
  let status: LiveStatus | undefined
  let stopped = false

  const setStatus = (next: LiveStatus) => {
    if (next === status) return
    status = next
    options.onStatus?.(next)
  }

  const clearTimers = () => {
    if (watchdog !== undefined) timers.clearTimeout(watchdog)
    if (retry !== undefined) timers.clearTimeout(retry)
    watchdog = undefined
    retry = undefined
  }

  /** Closes the current connection and schedules the next attempt. */
  const drop = () => {
    if (stopped) return
    clearTimers()
    source?.close()
    source = undefined
    const delay = reconnectDelay(failures)
    failures += 1
    setStatus('reconnecting')
    retry = timers.setTimeout(() => {
      retry = undefined
      connect()
    }, delay)
  }

  /** Any sign of life postpones the verdict "dead" by another 40 s. */
  const alive = () => {
    if (watchdog !== undefined) timers.clearTimeout(watchdog)
    watchdog = timers.setTimeout(drop, DEAD_CONNECTION_MS)
  }

  const connect = () => {
    if (stopped) return
    setStatus(failures === 0 && status !== 'reconnecting' ? 'connecting' : 'reconnecting')
    const current = options.open(url)
    source = current
    // Events of a connection already dropped are not listened to.
    const mine = (listener: (event: Event) => void) => (event: Event) => {
      if (source === current && !stopped) listener(event)
    }
    current.addEventListener('open', mine(alive))
    current.addEventListener('error', mine(drop))
    for (const name of Object.values(FUEL_PRICE_EVENTS)) {
      current.addEventListener(
        name,
        mine((event) => {
          alive()
          const message = parseLiveMessage(name, String((event as MessageEvent).data ?? ''))
          if (!message) return
          if (message.kind === 'prices') {
            failures = 0
            options.onPrices(message.prices)
          }
          setStatus('live')
        }),
      )
    }
    alive()
  }

  connect()
  return {
    stop() {
      if (stopped) return
      stopped = true
      clearTimers()
      source?.close()
      source = undefined
      setStatus('stopped')
    },
  }
}
