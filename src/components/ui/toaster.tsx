'use client'

import { type CSSProperties, type RefObject, useEffect, useRef } from 'react'
import { Toaster as Sonner } from 'sonner'

/**
 * Where the toasts sit: at the bottom, clear of the sticky header and the headings under it
 * (bottom right on wide screens, full width on phones), above any bar pinned to the bottom of the
 * screen. A pinned bar (the calculator's running total on phones) sets `--site-bottom-inset` to
 * its height on <html> (globals.css declares it, 0px by default); the toasts and the page's
 * scroll-padding-bottom keep clear of it.
 */
const ABOVE_PINNED_BARS = { bottom: 'calc(var(--site-bottom-inset, 0px) + 1.5rem)', right: '1.5rem' }
const ABOVE_PINNED_BARS_PHONE = {
  bottom: 'calc(var(--site-bottom-inset, 0px) + 0.75rem)',
  left: '0.75rem',
  right: '0.75rem',
}

/** The space kept between a toast and what keeps clear of it. */
const TOAST_GAP_PX = 12

/**
 * sonner's rich colours, darkened where its text fell short of WCAG AA (its success green on its
 * pale green is 4.25:1): each text colour here is over 6:1 on its background.
 */
const COLOURS = {
  '--success-bg': '#ecfdf3',
  '--success-border': '#abefc6',
  '--success-text': '#05603a',
  '--warning-bg': '#fffaeb',
  '--warning-border': '#fedf89',
  '--warning-text': '#93370d',
  '--error-bg': '#fef3f2',
  '--error-border': '#fecdca',
  '--error-text': '#b42318',
} as CSSProperties

/**
 * How much of the bottom of the screen the toast on screen takes (its height, its offset from the
 * bottom, a pinned bar under it included, and a gap), or 0 when none is shown. Layout sizes only:
 * the toast's slide-in transform is not counted.
 */
function toastInset(region: HTMLElement): number {
  const toaster = region.querySelector<HTMLElement>('[data-sonner-toaster]')
  const toast = toaster?.querySelector<HTMLElement>('[data-sonner-toast]:not([data-removed="true"])')
  if (!toaster || !toast) return 0
  const bottom = Number.parseFloat(getComputedStyle(toaster).bottom) || 0
  return Math.ceil(bottom + toast.offsetHeight + TOAST_GAP_PX)
}

/**
 * Publishes the toast's space as `--toast-inset` on <html> while a toast is shown (0px otherwise):
 * open panels and dialogs end above it (dialog.tsx, the cart panel, the mobile menu), and the
 * page's scroll-padding-bottom keeps a focused control from scrolling under it (WCAG 2.4.11), with
 * as much padding at the end of the page (the footer's) so that the last controls can scroll clear
 * too (globals.css).
 */
function usePublishedToastInset(regionRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const region = regionRef.current
    if (!region) return
    const root = document.documentElement
    let last = -1
    const update = () => {
      const inset = toastInset(region)
      if (inset === last) return
      last = inset
      root.style.setProperty('--toast-inset', `${inset}px`)
    }
    const mutations = new MutationObserver(update)
    mutations.observe(region, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-removed', 'data-front', 'style'],
    })
    window.addEventListener('resize', update)
    update()
    return () => {
      mutations.disconnect()
      window.removeEventListener('resize', update)
      root.style.removeProperty('--toast-inset')
    }
  }, [regionRef])
}

/**
 * SPEC §9: at most one toast (the store in ./toast.ts replaces the one on screen; one visible
 * here), each for 5 s. At the bottom (see ABOVE_PINNED_BARS): never over the header, the page's
 * heading, an open panel or dialog (they end above it: usePublishedToastInset), nor a focused
 * control (scroll padding).
 * Announced through sonner's polite live region (a `section` with aria-live, which Radix leaves
 * readable while a dialog hides the rest of the page) and drawn above any dialog: its z-index is
 * above the overlay's, and pointer-events-auto keeps it usable while a modal dialog turns pointer
 * events off on the body (the dialog ignores clicks on it: dialog.tsx). Mounted on first use by
 * ToasterSlot (./toaster-slot.tsx); toast through ./toast.ts.
 */
export function Toaster() {
  // sonner's live region (its `section`), which holds the toasts.
  const region = useRef<HTMLElement>(null)
  usePublishedToastInset(region)
  return (
    <Sonner
      ref={region}
      position="bottom-right"
      offset={ABOVE_PINNED_BARS}
      mobileOffset={ABOVE_PINNED_BARS_PHONE}
      visibleToasts={1}
      duration={5000}
      closeButton
      richColors
      style={COLOURS}
      toastOptions={{ className: 'font-sans pointer-events-auto' }}
    />
  )
}
