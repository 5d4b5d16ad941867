import { describe, expect, it } from 'vitest'

import { htmlToText, sanitizeBodyHtml } from './sanitize'

/** Classic script vectors: none may leave anything executable behind. */
const HOSTILE: string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<img src="x.jpg" onerror="alert(1)">',
  '<img src=x onerror=alert(1)//>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
  '<a href="&#x6A;avascript:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<svg onload="alert(1)"><circle r="1"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="evil.swf"></object>',
  '<embed src="evil.swf">',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="width: expression(alert(1))">x</p>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<form action="https://evil.example"><input name="q"><button formaction="javascript:alert(1)">go</button></form>',
  '<body onload="alert(1)">',
  '<details open ontoggle="alert(1)">x</details>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<a href="feed:javascript:alert(1)">click</a>',
  '<a href="unknown-protocol://x">click</a>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<p onclick="alert(1)" onmouseover="alert(1)">x</p>',
  '<img src="https://example.com/a.jpg" srcset="javascript:alert(1)">',
  '<!--<img src=x onerror=alert(1)>-->',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
]

describe('sanitizeBodyHtml', () => {
  it.each(HOSTILE)('leaves nothing executable in %s', (html) => {
    const out = sanitizeBodyHtml(html)
    expect(out).not.toMatch(/<\s*(script|style|iframe|object|embed|form|svg|math|meta|base|link|body|input|button)\b/i)
    expect(out).not.toMatch(/\son\w+\s*=/i)
    expect(out).not.toMatch(
      /(href|src|action|formaction|srcset)\s*=\s*"?\s*(javascript|vbscript|data|feed|unknown-protocol)/i,
    )
    expect(out).not.toMatch(/\sstyle\s*=/i)
    expect(out).not.toMatch(/srcdoc|srcset/i)
  })

  it('keeps article markup', () => {
    const html =
      '<h2>Title</h2><p>Some <strong>bold</strong> and <em>italic</em> text.</p><ul><li>One</li></ul><ol><li>Two</li></ol>' +
      '<blockquote>Quote</blockquote><figure><img src="https://cdn.example.com/a.jpg" alt="A van"><figcaption>Cap</figcaption></figure>' +
      '<pre><code>x = 1</code></pre><hr><table><tbody><tr><td>cell</td></tr></tbody></table>'
    const out = sanitizeBodyHtml(html)
    for (const tag of [
      'h2',
      'strong',
      'em',
      'ul',
      'ol',
      'li',
      'blockquote',
      'figure',
      'figcaption',
      'pre',
      'code',
      'table',
      'td',
    ]) {
      expect(out).toContain(`<${tag}`)
    }
    expect(out).toContain('<img src="https://cdn.example.com/a.jpg" alt="A van" loading="lazy" decoding="async" />')
  })

  it('opens links in a new tab without opener or referrer', () => {
    expect(sanitizeBodyHtml('<a href="https://example.com" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    )
  })

  it('keeps mailto, tel and site-relative links', () => {
    expect(sanitizeBodyHtml('<a href="mailto:a@b.c">m</a>')).toContain('href="mailto:a@b.c"')
    expect(sanitizeBodyHtml('<a href="tel:+15551234">t</a>')).toContain('href="tel:+15551234"')
    expect(sanitizeBodyHtml('<a href="/stories">s</a>')).toContain('href="/stories"')
  })

  it('gives an image without alt the default alt and drops one without a source', () => {
    expect(sanitizeBodyHtml('<img src="https://x.example/a.png">')).toContain('alt="Image"')
    expect(sanitizeBodyHtml('<p><img src="javascript:alert(1)"></p>')).toBe('<p></p>')
  })

  it('returns an empty string for empty input', () => {
    expect(sanitizeBodyHtml('')).toBe('')
  })
})

describe('htmlToText', () => {
  it('strips tags and script content', () => {
    expect(htmlToText('<p>Hello <b>world</b></p><script>var secret = 1</script>')).toBe('Hello world')
  })
})
