'use client'

/**
 * Live fuel prices for a client component: starts from the prices the page was rendered with,
 * then follows GET /api/fuel-prices/stream (./connection.ts: heartbeat watchdog, back-off
 * 1, 2, 5, 10 s). Without EventSource (very old browsers) the initial prices stay.
 */
import { useEffect, useState } from 'react'

import { currentFuelPrices, type FuelPriceView } from '../fuel-price-view'
import { connectLiveFuelPrices, type LiveStatus } from './connection'
import { FUEL_PRICES_STREAM_PATH } from './protocol'

export type LiveFuelPrices = {
  /** One price per region and fuel, newest first. */
  prices: FuelPriceView[]
  status: LiveStatus
}

export function useLiveFuelPrices(initial: FuelPriceView[], options: { url?: string } = {}): LiveFuelPrices {
  const url = options.url ?? FUEL_PRICES_STREAM_PATH
  const [prices, setPrices] = useState(() => currentFuelPrices(initial))
  const [status, setStatus] = useState<LiveStatus>('connecting')

  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    const connection = connectLiveFuelPrices({
      url,
      open: (address) => new EventSource(address),
      onPrices: (next) => setPrices(currentFuelPrices(next)),
      onStatus: setStatus,
    })
    return () => connection.stop()
  }, [url])

  return { prices, status }
}
