import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { NewCartItem } from '../../logic/cart'

type Store = typeof import('./cart-store')

const tee: NewCartItem = {
  productId: '1',
  name: 'Vanlife Voices Tee',
  price: 2500,
  quantity: 1,
  size: 'M',
  image: { url: '/api/media/file/tee.webp', alt: 'Tee' },
  slug: 'vanlife-voices-tee',
}

/** A browser window with local storage and the storage event, enough for the store. */
function fakeWindow(initial: Record<string, string> = {}, { broken = false } = {}) {
  const values = new Map(Object.entries(initial))
  const listeners = new Set<(event: { key: string | null }) => void>()
  const localStorage = {
    getItem: vi.fn((key: string) => {
      if (broken) throw new Error('SecurityError')
      return values.get(key) ?? null
    }),
    setItem: vi.fn((key: string, value: string) => {
      if (broken) throw new Error('QuotaExceededError')
      values.set(key, value)
    }),
    removeItem: vi.fn((key: string) => {
      if (broken) throw new Error('SecurityError')
      values.delete(key)
    }),
  }
  return {
    values,
    localStorage,
    addEventListener: (type: string, listener: (event: { key: string | null }) => void) => {
      if (type === 'storage') listeners.add(listener)
    },
    /** What another tab's change looks like here. */
    otherTab(key: string | null, value: string | null) {
      if (key === null) values.clear()
      else if (value === null) values.delete(key)
      else values.set(key, value)
      for (const listener of listeners) listener({ key })
    },
  }
}

async function loadStore(): Promise<Store> {
  vi.resetModules()
  return import('./cart-store')
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the cart store on the server', () => {
  it('is the empty cart, not ready, and ignores changes', async () => {
    const store = await loadStore()
    expect(store.getSnapshot()).toEqual({ items: [], total: 0, itemCount: 0, ready: false })
    store.addToCart(tee)
    expect(store.getSnapshot().items).toEqual([])
    expect(store.getServerSnapshot().ready).toBe(false)
  })
})

describe('the cart store in the browser', () => {
  it('restores the saved cart under its one key, dropping junk', async () => {
    const line = { ...tee, id: '1:M:5', quantity: 2 }
    const win = fakeWindow({ 'vanlife-voices-cart': JSON.stringify([line, { junk: true }]) })
    vi.stubGlobal('window', win)
    const store = await loadStore()
    expect(store.CART_STORAGE_KEY).toBe('vanlife-voices-cart')
    expect(store.getSnapshot()).toEqual({ items: [line], total: 5000, itemCount: 2, ready: true })
    expect(store.getSnapshot()).toBe(store.getSnapshot())
  })

  it('saves every change and tells its subscribers', async () => {
    const win = fakeWindow()
    vi.stubGlobal('window', win)
    vi.spyOn(Date, 'now').mockReturnValue(42)
    const store = await loadStore()
    const listener = vi.fn()
    store.subscribe(listener)

    store.addToCart(tee)
    store.addToCart({ ...tee, quantity: 2 })
    expect(JSON.parse(win.values.get('vanlife-voices-cart') ?? '')).toEqual([{ ...tee, id: '1:M:42', quantity: 3 }])

    store.setCartQuantity('1:M:42', 5)
    expect(store.getSnapshot()).toMatchObject({ total: 12500, itemCount: 5, ready: true })
    expect(JSON.parse(win.values.get('vanlife-voices-cart') ?? '')[0].quantity).toBe(5)
    expect(listener).toHaveBeenCalledTimes(3)
  })

  it('removes the stored copy when cleared or emptied', async () => {
    const win = fakeWindow()
    vi.stubGlobal('window', win)
    const store = await loadStore()
    store.addToCart(tee)
    expect(win.values.has('vanlife-voices-cart')).toBe(true)
    store.clearCart()
    expect(win.values.has('vanlife-voices-cart')).toBe(false)
    expect(win.localStorage.removeItem).toHaveBeenCalledWith('vanlife-voices-cart')
    expect(store.getSnapshot()).toEqual({ items: [], total: 0, itemCount: 0, ready: true })

    store.addToCart(tee)
    store.removeFromCart(store.getSnapshot().items[0].id)
    expect(win.values.has('vanlife-voices-cart')).toBe(false)
  })

  it('follows the other tabs without saving their change again', async () => {
    const win = fakeWindow()
    vi.stubGlobal('window', win)
    const store = await loadStore()
    const listener = vi.fn()
    store.subscribe(listener)
    const line = { ...tee, id: '1:M:9', quantity: 4 }

    win.otherTab('vanlife-voices-cart', JSON.stringify([line]))
    expect(store.getSnapshot().items).toEqual([line])
    expect(listener).toHaveBeenCalledTimes(1)
    expect(win.localStorage.setItem).not.toHaveBeenCalled()

    win.otherTab('something-else', 'x')
    expect(listener).toHaveBeenCalledTimes(1)

    win.otherTab(null, null)
    expect(store.getSnapshot().items).toEqual([])
  })

  it('keeps working when storage fails, and only logs it', async () => {
    vi.stubGlobal('window', fakeWindow({}, { broken: true }))
    const store = await loadStore()
    expect(store.getSnapshot()).toMatchObject({ items: [], ready: true })
    expect(() => store.addToCart(tee)).not.toThrow()
    expect(store.getSnapshot().itemCount).toBe(1)
    expect(() => store.clearCart()).not.toThrow()
    expect(console.error).toHaveBeenCalled()
  })

  it('reads a stored value that is not JSON as an empty cart', async () => {
    vi.stubGlobal('window', fakeWindow({ 'vanlife-voices-cart': '{not json' }))
    const store = await loadStore()
    expect(store.getSnapshot()).toMatchObject({ items: [], ready: true })
    expect(console.error).toHaveBeenCalled()
  })

  it('lets a subscriber go', async () => {
    vi.stubGlobal('window', fakeWindow())
    const store = await loadStore()
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    unsubscribe()
    store.addToCart(tee)
    expect(listener).not.toHaveBeenCalled()
  })
})
