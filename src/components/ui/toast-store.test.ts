import { toast as sonner } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createToastStore, type ToastId } from './toast-store'

/** A recording engine: ids 1, 2, 3…; what is on screen is what was shown and not dismissed. */
function fakeEngine() {
  let next = 0
  const shown: { id: ToastId; kind: string; message: string }[] = []
  const dismissed = new Set<ToastId>()
  const show =
    (kind: string) =>
    (message: string, options?: { id?: ToastId }): ToastId => {
      const id = options?.id ?? ++next
      shown.push({ id, kind, message })
      dismissed.delete(id)
      return id
    }
  return {
    engine: {
      success: show('success'),
      warning: show('warning'),
      error: show('error'),
      dismiss: (id?: ToastId) => dismissed.add(id ?? -1),
    },
    onScreen: () => [...new Map(shown.filter((toast) => !dismissed.has(toast.id)).map((t) => [t.id, t])).values()],
  }
}

describe('createToastStore', () => {
  it('keeps at most one toast: a new one replaces the one on screen', () => {
    const { engine, onScreen } = fakeEngine()
    const store = createToastStore(engine)
    store.success('Message sent')
    expect(onScreen().map((t) => t.message)).toEqual(['Message sent'])
    store.error('Newsletter subscription failed')
    expect(onScreen()).toEqual([{ id: 2, kind: 'error', message: 'Newsletter subscription failed' }])
    store.success('Thanks for subscribing!')
    expect(onScreen().map((t) => t.message)).toEqual(['Thanks for subscribing!'])
    expect(store.current()).toBe(3)
  })

  it('updates a toast in place when given its id, without dismissing it', () => {
    const { engine, onScreen } = fakeEngine()
    const store = createToastStore(engine)
    const id = store.success('Sending…', { id: 'send' })
    store.success('Sent', { id })
    expect(onScreen()).toEqual([{ id: 'send', kind: 'success', message: 'Sent' }])
  })

  it('calls beforeShow before every toast (the lazily mounted toaster)', () => {
    const { engine } = fakeEngine()
    const order: string[] = []
    const store = createToastStore(
      {
        ...engine,
        success: (message: string) => {
          order.push(`show ${message}`)
          return engine.success(message)
        },
      },
      () => order.push('mount'),
    )
    store.success('a')
    store.success('b')
    expect(order).toEqual(['mount', 'show a', 'mount', 'show b'])
  })
})

describe('the store over sonner', () => {
  beforeEach(() => {
    // sonner delivers dismissals on the next animation frame; node has none.
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 0))
    vi.stubGlobal('cancelAnimationFrame', (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle))
  })
  afterEach(() => {
    sonner.dismiss()
    vi.unstubAllGlobals()
  })

  it('leaves sonner one active toast after two in a row (the contact form with the newsletter box)', () => {
    const store = createToastStore(sonner)
    store.success('Message sent', { description: "Thanks for reaching out. We'll get back to you soon!" })
    store.error('Newsletter subscription failed')
    const active = sonner.getToasts()
    expect(active).toHaveLength(1)
    expect(active[0]).toMatchObject({ title: 'Newsletter subscription failed', type: 'error' })
  })
})
