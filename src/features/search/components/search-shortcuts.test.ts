import { describe, expect, it } from 'vitest'

import { isSearchShortcut, isTypingTarget } from './search-shortcuts'

const key = (key: string, extra: Partial<Parameters<typeof isSearchShortcut>[0]> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  isComposing: false,
  target: null,
  ...extra,
})

describe('isSearchShortcut', () => {
  it('opens on Ctrl+K and Cmd+K, any case', () => {
    expect(isSearchShortcut(key('k', { ctrlKey: true }))).toBe(true)
    expect(isSearchShortcut(key('K', { metaKey: true }))).toBe(true)
  })

  it('opens on "/" outside a text field', () => {
    expect(isSearchShortcut(key('/'))).toBe(true)
  })

  it('leaves other keys, Alt and Shift combinations and composition alone', () => {
    expect(isSearchShortcut(key('k'))).toBe(false)
    expect(isSearchShortcut(key('k', { ctrlKey: true, shiftKey: true }))).toBe(false)
    expect(isSearchShortcut(key('k', { ctrlKey: true, altKey: true }))).toBe(false)
    expect(isSearchShortcut(key('/', { isComposing: true }))).toBe(false)
    expect(isSearchShortcut(key('/', { ctrlKey: true }))).toBe(false)
  })

  it('no element outside a browser is a text field', () => {
    expect(isTypingTarget(null)).toBe(false)
  })
})
