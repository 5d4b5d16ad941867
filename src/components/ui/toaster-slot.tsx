'use client'

/**
 * Where the toaster mounts, on first use. The root layout renders <ToasterSlot />, which ships no
 * toast code: the first requestToaster() (a form about to be used, or a toast) loads sonner and
 * mounts the <Toaster /> there. A toast fired while it loads is not lost: sonner replays the
 * active toasts to a Toaster that subscribes late.
 */
import { type ComponentType, lazy, Suspense, useEffect, useSyncExternalStore } from 'react'

const LazyToaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })))

/**
 * The <Toaster /> already in the page's code: ./toast.ts hands it over, so that a page whose
 * forms bring sonner (for `toast`) does not fetch sonner a second time in the lazy chunk above
 * (each async chunk carries its own copy). Without it, the slot loads ./toaster.tsx.
 */
let provided: ComponentType | null = null

export function provideToaster(component: ComponentType): void {
  provided ??= component
}

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
  if (!mounted) return null
  const Toaster = provided
  return Toaster ? (
    <Toaster />
  ) : (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  )
}
