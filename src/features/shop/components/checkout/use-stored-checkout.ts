'use client'

/**
 * The checkout kept in session storage (./checkout-storage.ts), read while rendering: undefined
 * on the server and while the page hydrates (the storage is the browser's), then what is stored.
 */
import { useSyncExternalStore } from 'react'

import { parseStoredCheckout, readStoredCheckoutText, type StoredCheckoutRead } from './checkout-storage'

let last: { raw: string | null; read: StoredCheckoutRead } | null = null

/** The same object while the stored text is the same (useSyncExternalStore compares snapshots). */
function snapshot(): StoredCheckoutRead {
  const raw = readStoredCheckoutText()
  if (last?.raw !== raw) last = { raw, read: parseStoredCheckout(raw) }
  return last.read
}

// Only this tab writes it, and only right before leaving the page: nothing to listen to.
const subscribe = () => () => undefined

export function useStoredCheckout(): StoredCheckoutRead | undefined {
  return useSyncExternalStore(subscribe, snapshot, () => undefined)
}
