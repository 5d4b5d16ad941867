'use client'

/**
 * Live fuel prices for a client component: starts from the prices the page was rendered with,
 * then follows GET /api/fuel-prices/stream (./connection.ts: heartbeat watchdog, back-off
 * 1, 2, 5, 10 s). Without EventSource (very old browsers) the initial prices stay.
 */
import { useEffect, useState } from 'react'

import { currentFuelPrices, type FuelPriceView } from '../fuel-price-view'
import type { LiveStatus } from './connection'

/** The stream's code (and the zod that checks its messages) loads after the page, not with it. */
const loadConnection = () => import('./connection')

export type LiveFuelPrices = {
  /** One price per region and fuel, newest first. */
  prices: FuelPriceView[]
  status: LiveStatus
}

export function useLiveFuelPrices(initial: FuelPriceView[], options: { url?: string } = {}): LiveFuelPrices {
  const url = options.url
  const [prices, setPrices] = useState(() => currentFuelPrices(initial))
  const [status, setStatus] = useState<LiveStatus>('connecting')

  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    let stop: (() => void) | null = null
    let live = true
    loadConnection().then(
      ({ connectLiveFuelPrices }) => {
        if (!live) return
        const connection = connectLiveFuelPrices({
          url,
          open: (address) => new EventSource(address),
          onPrices: (next) => setPrices(currentFuelPrices(next)),
          onStatus: setStatus,
        })
        stop = () => connection.stop()
      },
      (error: unknown) => console.error('Live fuel prices could not be loaded', error),
    )
    return () => {
      live = false
      stop?.()
    }
  }, [url])

  return { prices, status }
}
