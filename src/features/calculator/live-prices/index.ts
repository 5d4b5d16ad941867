/**
 * Live fuel prices in the browser (client components only): the hook, the stream's address and
 * the pure parts it is made of.
 */
export { DEAD_CONNECTION_MS, HEARTBEAT_INTERVAL_MS, RECONNECT_DELAYS_MS, reconnectDelay } from './backoff'
export { connectLiveFuelPrices, type LiveStatus } from './connection'
export { FUEL_PRICES_STREAM_PATH } from './protocol'
export { type LiveFuelPrices, useLiveFuelPrices } from './use-live-fuel-prices'
