import type { IncomingMessage } from 'node:http'

import { describe, expect, it } from 'vitest'

import { adminRedirect } from '../../scripts/lib/admin-host.mjs'

const request = (url: string, host: string) => ({ url, headers: { host } }) as unknown as IncomingMessage

describe('adminRedirect', () => {
  it('sends the admin opened at another host to the same path at SITE_URL', () => {
    expect(adminRedirect(request('/admin', '127.0.0.1:3000'), 'http://localhost:3000')).toBe(
      'http://localhost:3000/admin',
    )
    expect(
      adminRedirect(request('/admin/collections/stories?x=1', '192.168.1.20:3000'), 'https://vanlife.example'),
    ).toBe('https://vanlife.example/admin/collections/stories?x=1')
  })

  it('leaves the admin at SITE_URL, the site and the API alone, and everything when SITE_URL is unset', () => {
    expect(adminRedirect(request('/admin', 'localhost:3000'), 'http://localhost:3000')).toBeNull()
    expect(adminRedirect(request('/administrator', '127.0.0.1:3000'), 'http://localhost:3000')).toBeNull()
    expect(adminRedirect(request('/api/users/me', '127.0.0.1:3000'), 'http://localhost:3000')).toBeNull()
    expect(adminRedirect(request('/about', '127.0.0.1:3000'), 'http://localhost:3000')).toBeNull()
    expect(adminRedirect(request('/admin', '127.0.0.1:3000'), undefined)).toBeNull()
  })
})
