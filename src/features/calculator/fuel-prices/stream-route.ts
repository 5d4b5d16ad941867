/**
 * The handler of GET /api/fuel-prices/stream (src/app/api/fuel-prices/stream/route.ts): this
 * process's one hub (./hub.ts), reading through the one Payload instance, feeding ./stream.ts.
 */
import 'server-only'

import { getPayloadClient } from '@/payload-client'

import { createFuelPriceHub, type FuelPriceHub } from './hub'
import { readFuelPriceRecords } from './records'
import { fuelPriceStreamResponse } from './stream'

const HUB = Symbol.for('vanlife.fuelPrices.hub')

/** This process's hub, reading the prices through the one Payload instance. */
export function processFuelPriceHub(): FuelPriceHub {
  const holder = globalThis as typeof globalThis & { [HUB]?: FuelPriceHub }
  return (holder[HUB] ??= createFuelPriceHub({
    read: async () => readFuelPriceRecords(await getPayloadClient()),
  }))
}

/** The route's handler. */
export function fuelPriceStream(request: Request): Promise<Response> {
  return fuelPriceStreamResponse(request, processFuelPriceHub())
}
