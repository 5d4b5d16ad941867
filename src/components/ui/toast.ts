/**
 * The site's toasts (SPEC §9: at most one at a time, 5 s; see toaster.tsx): sonner's `toast`
 * behind the one-at-a-time store (./toast-store.ts: a new toast replaces the one on screen),
 * making sure the lazily mounted toaster is there (ToasterSlot). Import it only from code that
 * loads on first use (dialogs, forms): it brings sonner with it.
 */
import { toast as sonner } from 'sonner'

import { createToastStore } from './toast-store'
import { Toaster } from './toaster'
import { provideToaster, requestToaster } from './toaster-slot'

// The toaster comes with sonner here, rather than in a chunk of its own with sonner again.
provideToaster(Toaster)

type Message = Parameters<typeof sonner.success>[0]
type Options = Parameters<typeof sonner.success>[1]

export const toast = createToastStore<Message, Options>(sonner, requestToaster)
