import { describe, expect, it } from 'vitest'

import { localOrigins } from './origins'

describe('localOrigins', () => {
  it('lists localhost, the loopback addresses and the machine’s own addresses on the port', () => {
    const origins = localOrigins(3000, {
      eth0: [
        { address: '192.168.1.20', family: 'IPv4', internal: false, netmask: '', mac: '', cidr: null },
        { address: 'fe80::1%eth0', family: 'IPv6', internal: false, netmask: '', mac: '', cidr: null, scopeid: 2 },
        { address: '2001:db8::5', family: 'IPv6', internal: false, netmask: '', mac: '', cidr: null, scopeid: 0 },
      ],
    })
    expect(origins).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://192.168.1.20:3000',
      'http://[2001:db8::5]:3000',
    ])
  })
})
