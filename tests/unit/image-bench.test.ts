import { describe, expect, it } from 'vitest'

import { imageUrlsOf } from '../../scripts/lib/image-bench'

describe('imageUrlsOf (npm run bench: images made once)', () => {
  it('takes src, srcset and a preload link’s imagesrcset, once each, same origin only', () => {
    const html = [
      '<link rel="preload" as="image" imageSrcSet="/api/media/file/a-640.webp 640w, /api/media/file/a.webp 1200w" href="/api/media/file/a.webp"/>',
      '<img alt="" src="/api/media/file/a.webp" srcSet="/api/media/file/a-640.webp 640w, /api/media/file/a.webp 1200w"/>',
      '<img alt="" src="https://elsewhere.example/x.png"/>',
      '<img alt="" src="/api/media/file/b.jpg?v=1&amp;w=2"/>',
      '<img alt="" src="//cdn.example/y.png"/>',
    ].join('')
    expect(imageUrlsOf(html).sort()).toEqual([
      '/api/media/file/a-640.webp',
      '/api/media/file/a.webp',
      '/api/media/file/b.jpg?v=1&w=2',
    ])
  })

  it('finds nothing in a page without images', () => {
    expect(imageUrlsOf('<p>No pictures</p><link rel="stylesheet" href="/a.css"/>')).toEqual([])
  })
})
