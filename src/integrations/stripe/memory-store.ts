/**
 * A SimulatorStore in memory: for tests (here and in the app), and a reference for the app's
 * database-backed store. Hands out copies, as a database would.
 */
import type { SimulatedSession, SimulatorEvent, SimulatorStore } from './simulator-types'

export type MemorySimulatorStore = SimulatorStore & {
  /** Every stored session (copies), oldest first. */
  all(): SimulatedSession[]
  /** Every kept event, oldest first. */
  events(): SimulatorEvent[]
}

export function createMemorySimulatorStore(): MemorySimulatorStore {
  const sessions = new Map<string, SimulatedSession>()
  const kept: SimulatorEvent[] = []
  const copy = (session: SimulatedSession | undefined) => (session ? structuredClone(session) : null)

  return {
    async findByIdempotencyKey(key) {
      return copy([...sessions.values()].find((session) => session.idempotencyKey === key))
    },
    async get(id) {
      return copy(sessions.get(id))
    },
    async save(session) {
      sessions.set(session.id, structuredClone(session))
    },
    async update(id, patch, events = []) {
      const session = sessions.get(id)
      if (!session) return
      sessions.set(id, { ...session, ...structuredClone(patch), id })
      kept.push(...structuredClone(events))
    },
    all() {
      return [...sessions.values()].map((session) => structuredClone(session))
    },
    events() {
      return structuredClone(kept)
    },
  }
}
