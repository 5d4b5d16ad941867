import { createElement } from 'react'
import { prerender } from 'react-dom/static'
import { describe, expect, it } from 'vitest'

import type { Video } from '@/payload-types'

import { blockDoc } from '../../../../../tests/fixtures/lexical'
import { PostBodyView } from '../../body/post-body-view'
import { VIDEO_MISSING, videoBlockProps } from './vocabulary'

const video = {
  id: 4,
  title: 'A van in the forest',
  url: 'http://localhost:3000/api/videos/file/forest.mp4',
  mimeType: 'video/mp4',
  captions: 'WEBVTT\n\n00:00.000 --> 00:02.000\n[Birdsong]\n',
  poster: 9,
  posterFilename: 'forest-poster.jpg',
} as unknown as Video

// Rendered as the server streams it: the player's code is loaded on its first render (hydrateOnUse).
const render = async (fields: Record<string, unknown>) => {
  const { prelude } = await prerender(
    createElement(PostBodyView, {
      post: { content: blockDoc({ blockType: 'video', ...fields }) },
      context: { productName: 'Vanlife Voices', sponsor: null },
    }),
  )
  // Without the streaming renderer's text separators, as renderToStaticMarkup wrote it.
  return (await new Response(prelude).text()).replaceAll('<!-- -->', '')
}

describe('video block', () => {
  it('takes the populated video, its caption (the title by default) and loop', () => {
    expect(videoBlockProps({ video, caption: ' On the road ', loop: true })).toMatchObject({
      caption: 'On the road',
      loop: true,
      video: { src: '/api/videos/file/forest.mp4', captionsSrc: '/videos/4/captions.vtt' },
    })
    expect(videoBlockProps({ video })).toMatchObject({ caption: 'A van in the forest', loop: false })
    expect(videoBlockProps({ video: 4 })).toEqual({ video: null, caption: '', loop: false })
  })

  it('renders the player: a poster, the file, English captions by default, no autoplay', async () => {
    const html = await render({ video, caption: 'Birds and a breeze' })
    expect(html).toContain('data-block="video"')
    expect(html).toContain('aria-label="Video: A van in the forest"')
    expect(html).toContain('poster="/api/media/file/forest-poster.jpg"')
    expect(html).toContain('<source src="/api/videos/file/forest.mp4" type="video/mp4"/>')
    expect(html).toMatch(
      /<track kind="captions" srcLang="en" label="English" src="\/videos\/4\/captions.vtt" default=""\/>/i,
    )
    expect(html).toContain('<figcaption')
    expect(html).toContain('Birds and a breeze')
    expect(html).not.toMatch(/autoplay/i)
    // Before hydration the browser's own controls play it (no JavaScript needed).
    expect(html).toMatch(/<video[^>]* controls=""/)
  })

  it('says when the video is gone', async () => {
    expect(await render({ video: null })).toContain(VIDEO_MISSING)
  })
})
