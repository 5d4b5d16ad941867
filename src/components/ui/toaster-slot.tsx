'use client'

/**
 * Where the toaster mounts, on first use. The root layout renders <ToasterSlot />, which ships no
 * toast code: the first requestToaster() (a form about to be used, or a toast) loads sonner and
 * mounts the <Toaster /> there. A toast fired while it loads is not lost: sonner replays the
 * active toasts to a Toaster that subscribes late.
 */
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })))

let requested = false
const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Mounts the toaster (loading it first); idempotent. */
export function requestToaster(): void {
  if (requested) return
  requested = true
  for (const listener of listeners) listener()
}

/** Mounts the toaster when the calling component mounts (a dialog or form that may toast). */
export function useToaster(): void {
  useEffect(requestToaster, [])
}

export function ToasterSlot() {
  const mounted = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  )
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null
}
