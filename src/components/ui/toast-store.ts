/**
 * The one-toast-at-a-time rule of SPEC §9 ("at most 1 at a time"), kept by the store rather than
 * by each caller: showing a toast dismisses the one before it, so a form that has two things to
 * say never stacks two toasts. Pure: the toast engine (sonner in the browser) is passed in.
 */
export type ToastId = string | number

export type ToastKind = 'success' | 'warning' | 'error'

/** The part of a toast engine the store drives (sonner's `toast` fits). */
export type ToastEngine<Message, Options extends { id?: ToastId } | undefined> = Record<
  ToastKind,
  (message: Message, options?: Options) => ToastId
> & { dismiss: (id?: ToastId) => unknown }

export type ToastStore<Message, Options> = Record<ToastKind, (message: Message, options?: Options) => ToastId> & {
  /** The toast on screen (or fading out), if any. */
  current: () => ToastId | undefined
}

export function createToastStore<Message, Options extends { id?: ToastId } | undefined>(
  engine: ToastEngine<Message, Options>,
  /** Called before each toast (the site mounts its lazily loaded toaster here). */
  beforeShow: () => void = () => undefined,
): ToastStore<Message, Options> {
  let current: ToastId | undefined
  const show =
    (kind: ToastKind) =>
    (message: Message, options?: Options): ToastId => {
      beforeShow()
      const previous = current
      current = engine[kind](message, options)
      // An update of the toast on screen (same id) replaces it in place; anything else is a new
      // toast, and the one before it goes.
      if (previous !== undefined && previous !== current) engine.dismiss(previous)
      return current
    }
  return { success: show('success'), warning: show('warning'), error: show('error'), current: () => current }
}
