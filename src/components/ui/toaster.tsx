'use client'

import { Toaster as Sonner } from 'sonner'

/**
 * SPEC §9: at most one toast visible, each for 5 s. Top centre stays clear of mobile keyboards.
 * Mounted on first use by ToasterSlot (./toaster-slot.tsx); toast through ./toast.ts.
 */
export function Toaster() {
  return (
    <Sonner
      position="top-center"
      visibleToasts={1}
      duration={5000}
      closeButton
      richColors
      toastOptions={{ className: 'font-sans' }}
    />
  )
}
