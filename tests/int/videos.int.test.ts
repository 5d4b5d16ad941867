/**
 * Videos (ADR 0018): the upload collection's captions rule, a story body's video block read as the
 * public (video, poster and captions resolved for the player), and the tags a save expires.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type { Story, Video } from '@/payload-types'

import { blockDoc } from '../fixtures/lexical'

import { createStory, testImage } from './helpers/content'
import { closeTestPayload, getTestPayload, uniqueSuffix } from './helpers/payload'

const { revalidateTag } = vi.hoisted(() => ({ revalidateTag: vi.fn() }))
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  revalidateTag,
}))

const MP4 = readFileSync(path.resolve(__dirname, '../../src/seed/videos/vunked-on-the-road.mp4'))
const CAPTIONS = 'WEBVTT\r\n\r\n00:00.000 --> 00:03.000\r\n[Wind]\r\n\r\n'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(closeTestPayload)

beforeEach(() => revalidateTag.mockClear())

/** A story body holding one block. */
function bodyWith(fields: Record<string, unknown>): NonNullable<Story['content']> {
  return blockDoc(fields) as NonNullable<Story['content']>
}

async function createVideo(data: Partial<Video> = {}): Promise<Video> {
  const poster = await testImage(payload)
  return payload.create({
    collection: 'videos',
    data: { title: 'A van on the road', poster: poster.id, captions: CAPTIONS, ...data },
    file: { data: MP4, mimetype: 'video/mp4', name: `int-${uniqueSuffix()}.mp4`, size: MP4.length },
    overrideAccess: true,
  })
}

describe('videos', () => {
  it('keeps the captions as WebVTT with plain line endings, and expires the videos tag', async () => {
    const video = await createVideo()
    expect(video.mimeType).toBe('video/mp4')
    expect(video.url).toMatch(/^(https?:\/\/[^/]+)?\/api\/videos\/file\/int-.+\.mp4$/)
    expect(video.captions).toBe('WEBVTT\n\n00:00.000 --> 00:03.000\n[Wind]\n')
    expect(revalidateTag).toHaveBeenCalledWith('videos', { expire: 0 })
  })

  it('refuses captions that are not WebVTT, and files that are not videos', async () => {
    await expect(createVideo({ captions: '1\n00:00:00,000 --> 00:00:02,000\n[Wind]' })).rejects.toThrow(/captions/i)
    const png = readFileSync(path.resolve(__dirname, '../fixtures/import/images/author.png'))
    await expect(
      payload.create({
        collection: 'videos',
        data: { title: 'Not a video' },
        file: { data: png, mimetype: 'image/png', name: `int-${uniqueSuffix()}.png`, size: png.length },
        overrideAccess: true,
      }),
    ).rejects.toThrow(/invalid: file/)
  })

  it('lets the public read videos but not write them', async () => {
    const video = await createVideo()
    const read = await payload.findByID({ collection: 'videos', id: video.id, overrideAccess: false })
    expect(read.title).toBe('A van on the road')
    await expect(
      payload.update({ collection: 'videos', id: video.id, data: { title: 'Changed' }, overrideAccess: false }),
    ).rejects.toThrow()
  })

  it("resolves a story body's video block for the player, as the public reads the story", async () => {
    const video = await createVideo()
    const story = await createStory(payload)
    await payload.update({
      collection: 'stories',
      id: story.id,
      data: { content: bodyWith({ blockType: 'video', video: video.id, loop: true }) },
      overrideAccess: true,
    })
    const { readPost } = await import('@/features/content/post/read-post')
    const { videoBlockProps } = await import('@/features/content/blocks/Video/vocabulary')
    const post = await readPost(payload, 'story', story.slug)
    const node = (post?.doc.content?.root.children[0] as unknown as { fields: Record<string, unknown> }).fields
    const props = videoBlockProps(node)
    expect(props.loop).toBe(true)
    expect(props.caption).toBe('A van on the road')
    expect(props.video).toMatchObject({
      src: expect.stringMatching(/^\/api\/videos\/file\/int-.+\.mp4$/),
      type: 'video/mp4',
      title: 'A van on the road',
      captionsSrc: `/videos/${video.id}/captions.vtt`,
      poster: { src: expect.stringMatching(/^\/api\/media\/file\//) },
    })
  })
})
