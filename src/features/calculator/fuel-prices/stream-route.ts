/**
 * The handler of GET /api/fuel-prices/stream (src/app/api/fuel-prices/stream/route.ts): this
 * process's one hub (./hub.ts), reading through the Payload instance the route passes, feeding
 * ./stream.ts.
 */
import 'server-only'

import type { Payload } from 'payload'

import { createFuelPriceHub, type FuelPriceHub } from './hub'
import { readFuelPriceRecords } from './records'
import { fuelPriceStreamResponse } from './stream'

const HUB = Symbol.for('vanlife.fuelPrices.hub')

/** This process's hub, reading the prices through its one Payload instance (the first one given). */
export function processFuelPriceHub(payload: Payload): FuelPriceHub {
  const holder = globalThis as typeof globalThis & { [HUB]?: FuelPriceHub }
  return (holder[HUB] ??= createFuelPriceHub({
    read: async () => readFuelPriceRecords(payload),
  }))
}

/** The route's handler. */
export function fuelPriceStream(request: Request, payload: Payload): Promise<Response> {
  return fuelPriceStreamResponse(request, processFuelPriceHub(payload))
}
