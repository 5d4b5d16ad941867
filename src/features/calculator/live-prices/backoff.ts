/**
 * The live price connection's timing (SPEC §9 "Account and session": realtime heartbeat 30 s,
 * timeout 10 s, reconnect back-off 1, 2, 5, then 10 s). Pure: shared by the server's stream and
 * the browser's connection.
 */

/** The server sends a heartbeat event this often. */
export const HEARTBEAT_INTERVAL_MS = 30_000

/** How long past a missed heartbeat the browser still waits. */
export const HEARTBEAT_TIMEOUT_MS = 10_000

/** No message at all (prices or heartbeat) for this long: the connection is dead. */
export const DEAD_CONNECTION_MS = HEARTBEAT_INTERVAL_MS + HEARTBEAT_TIMEOUT_MS

/** Waits before reconnecting after the 1st, 2nd, 3rd and every later failure in a row. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const

/** The wait before the next attempt after `failures` failures in a row (counted from 0). */
export function reconnectDelay(failures: number): number {
  const index = Number.isInteger(failures) && failures > 0 ? Math.min(failures, RECONNECT_DELAYS_MS.length - 1) : 0
  return RECONNECT_DELAYS_MS[index]
}

/** True when a connection whose last message came at `lastMessageAt` is dead at `now`. */
export function isConnectionDead(lastMessageAt: number, now: number): boolean {
  return now - lastMessageAt >= DEAD_CONNECTION_MS
}
