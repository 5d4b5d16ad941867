import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const signOutAndTell = vi.fn<() => Promise<boolean>>()
const toastError = vi.fn()

/** The sign-out code as the next import finds it: there, or a chunk that fails to load. */
function signOutCode(loads: boolean) {
  vi.doMock('../session/sign-out', () => {
    if (!loads) throw new TypeError('Failed to fetch dynamically imported module')
    return { signOutAndTell }
  })
}

vi.mock('@/components/ui/toast', () => ({ toast: { error: toastError } }))

describe('signOutOnUse (Sign Out in the header, the mobile menu and the dashboard)', () => {
  beforeEach(() => {
    vi.resetModules()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    signOutCode(true)
  })
  afterEach(() => vi.clearAllMocks())

  it('answers what the sign-out said: true when signed out', async () => {
    signOutAndTell.mockResolvedValueOnce(true)
    const { signOutOnUse } = await import('./account-links')
    await expect(signOutOnUse()).resolves.toBe(true)
    expect(toastError).not.toHaveBeenCalled()
  })

  it('false when the request failed (the sign-out code told the member)', async () => {
    signOutAndTell.mockResolvedValueOnce(false)
    const { signOutOnUse } = await import('./account-links')
    await expect(signOutOnUse()).resolves.toBe(false)
  })

  it('says "Sign out failed" and answers false when the sign-out code cannot be loaded', async () => {
    signOutCode(false)
    const { signOutOnUse } = await import('./account-links')
    await expect(signOutOnUse()).resolves.toBe(false)
    expect(signOutAndTell).not.toHaveBeenCalled()
    expect(toastError).toHaveBeenCalledWith('Sign out failed', {
      description: 'You could not be signed out. Please try again.',
    })
  })

  it('says "Sign out failed" when the sign-out itself throws', async () => {
    signOutAndTell.mockRejectedValueOnce(new Error('boom'))
    const { signOutOnUse } = await import('./account-links')
    await expect(signOutOnUse()).resolves.toBe(false)
    expect(toastError).toHaveBeenCalledWith('Sign out failed', expect.anything())
  })
})
