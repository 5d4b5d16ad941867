/**
 * The site's toasts (SPEC §9: one visible at a time, 5 s; see toaster.tsx): sonner's `toast`,
 * making sure the lazily mounted toaster is there (ToasterSlot). Import it only from code that
 * loads on first use (dialogs, forms): it brings sonner with it.
 */
import { toast as sonner } from 'sonner'

import { requestToaster } from './toaster-slot'

type Message = Parameters<typeof sonner.success>[0]
type Options = Parameters<typeof sonner.success>[1]

export const toast = {
  success(message: Message, options?: Options) {
    requestToaster()
    return sonner.success(message, options)
  },
  error(message: Message, options?: Options) {
    requestToaster()
    return sonner.error(message, options)
  },
}
