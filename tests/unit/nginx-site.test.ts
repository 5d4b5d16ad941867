/**
 * scripts/lib/nginx.ts runs deploy/nginx.conf itself in front of local instances: the upstream's
 * server lines become one per port with the file's parameters, and what the rolling restart relies
 * on (issue 24, ADR 0028's amendment) stays in the deploy file.
 */
import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { renderSite, SITE_CONFIG } from '../../scripts/lib/nginx'

const site = fs.readFileSync(SITE_CONFIG, 'utf8')
const options = { prefix: '/tmp/p', listenPort: 3780, brotli: false }

/** The lines of the `upstream vanlife_app { … }` block. */
function upstream(text: string): string[] {
  const block = /^upstream vanlife_app \{\n([\s\S]*?)^\}/m.exec(text)
  if (!block) throw new Error('no upstream block')
  return block[1]
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
}

describe('renderSite', () => {
  it('puts one server line per instance in the upstream, with the deploy file parameters', () => {
    const rendered = renderSite(site, { ...options, upstreamPorts: [3740, 3741, 3742] })
    expect(upstream(rendered)).toEqual([
      'server 127.0.0.1:3740 max_fails=1 fail_timeout=2s;',
      'server 127.0.0.1:3741 max_fails=1 fail_timeout=2s;',
      'server 127.0.0.1:3742 max_fails=1 fail_timeout=2s;',
      'keepalive 32;',
    ])
    expect(rendered).toContain('listen 127.0.0.1:3780;')
    expect(rendered).not.toContain('listen [::]:80;')
  })

  it('runs one instance as well, and says the client address as told only when asked', () => {
    const rendered = renderSite(site, { ...options, upstreamPorts: [3000] })
    expect(upstream(rendered)).toEqual(['server 127.0.0.1:3000 max_fails=1 fail_timeout=2s;', 'keepalive 32;'])
    expect(rendered).not.toMatch(/^\s*set_real_ip_from/m)
    const behindProxy = renderSite(site, { ...options, upstreamPorts: [3000], realIpFrom: '127.0.0.1' })
    expect(behindProxy).toContain('set_real_ip_from 127.0.0.1;')
  })

  it('fails when the deploy file has no upstream server line to replace', () => {
    expect(() =>
      renderSite(site.replace(/^\s*server 127\.0\.0\.1:\d+.*\n/gm, ''), { ...options, upstreamPorts: [3000] }),
    ).toThrow(/upstream line/)
  })
})

describe('deploy/nginx.conf for a rolling restart', () => {
  it('passes a failed request to the other instance, never on the app own 5xx', () => {
    expect(site).toMatch(/^ {4}proxy_next_upstream error timeout;$/m)
    expect(site).not.toMatch(/proxy_next_upstream[^;]*http_50[0-9]/)
  })

  it('passes the public forms on after sending too, and no other POST', () => {
    const forms = /location ~ \^\/api\/\(\?:forms\/\[a-z-\]\+\|newsletter\/subscribe\)\$ \{([^}]*)\}/.exec(site)
    expect(forms?.[1]).toContain('proxy_next_upstream error non_idempotent;')
    expect(site.match(/non_idempotent;/g)).toHaveLength(1)
  })
})
