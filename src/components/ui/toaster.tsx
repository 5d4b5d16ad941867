'use client'

import type { CSSProperties } from 'react'
import { Toaster as Sonner } from 'sonner'

/** Below the header (--header-height, globals.css), so a toast never covers its navigation. */
const BELOW_HEADER = { top: 'calc(var(--header-height) + 1rem)' }
const BELOW_HEADER_PHONE = { top: 'calc(var(--header-height) + 0.75rem)' }

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
 * SPEC §9: at most one toast (the store in ./toast.ts replaces the one on screen; one visible
 * here), each for 5 s. Top centre, below the header's navigation, stays clear of mobile keyboards.
 * Announced through sonner's polite live region (a `section` with aria-live, which Radix leaves
 * readable while a dialog hides the rest of the page) and drawn above any dialog: its z-index is
 * above the overlay's, and pointer-events-auto keeps it usable while a modal dialog turns pointer
 * events off on the body (the dialog ignores clicks on it: dialog.tsx). Mounted on first use by
 * ToasterSlot (./toaster-slot.tsx); toast through ./toast.ts.
 */
export function Toaster() {
  return (
    <Sonner
      position="top-center"
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER_PHONE}
      visibleToasts={1}
      duration={5000}
      closeButton
      richColors
      style={COLOURS}
      toastOptions={{ className: 'font-sans pointer-events-auto' }}
    />
  )
}
