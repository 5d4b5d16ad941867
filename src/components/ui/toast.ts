/**
 * The site's toasts (SPEC §9: at most one at a time, 5 s; see toaster.tsx): sonner's `toast`
 * behind the one-at-a-time store (./toast-store.ts: a new toast replaces the one on screen),
 * making sure the lazily mounted toaster is there (ToasterSlot). Import it only from code that
 * loads on first use (dialogs, forms): it brings sonner with it.
 */
import { toast as sonner } from 'sonner'

import { createToastStore } from './toast-store'
import { requestToaster } from './toaster-slot'

type Message = Parameters<typeof sonner.success>[0]
type Options = Parameters<typeof sonner.success>[1]

export const toast = createToastStore<Message, Options>(sonner, requestToaster)
