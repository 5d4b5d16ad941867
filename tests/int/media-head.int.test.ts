/**
 * HEAD of an uploaded file (issue 22, point 9) answers like its GET without the body: an image,
 * one of its sizes and a video, through Payload's REST route as the app serves it (helpers/rest.ts
 * calls the route's HEAD export, as Next does). Before, Payload's router knew no HEAD: 404. A file
 * that is not there stays a 404. SQLite or PostgreSQL (TEST_DB).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { Media, Video } from '@/payload-types'

import { testImage } from './helpers/content'
import { closeTestPayload, getTestPayload, uniqueSuffix } from './helpers/payload'
import { type RestClient, restClient } from './helpers/rest'

// Saving a video expires its cache tag; outside a Next request that is a no-op here.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  revalidateTag: vi.fn(),
}))

const MP4 = readFileSync(path.resolve(__dirname, '../../src/seed/videos/vunked-on-the-road.mp4'))

let payload: Payload
let rest: RestClient
let image: Media
let video: Video

beforeAll(async () => {
  payload = await getTestPayload()
  rest = await restClient()
  // Large enough for every image size (Payload does not enlarge).
  const data = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#0f766e' } })
    .jpeg()
    .toBuffer()
  image = await payload.create({
    collection: 'media',
    data: { alt: 'A teal square' },
    file: { data, mimetype: 'image/jpeg', name: `head-${uniqueSuffix()}.jpg`, size: data.length },
    overrideAccess: true,
  })
  const poster = await testImage(payload)
  video = await payload.create({
    collection: 'videos',
    data: { title: 'A van on the road', poster: poster.id },
    file: { data: MP4, mimetype: 'video/mp4', name: `head-${uniqueSuffix()}.mp4`, size: MP4.length },
    overrideAccess: true,
  })
})

afterAll(closeTestPayload)

/** The answer's headers that describe the file (what a HEAD is for). */
const fileHeaders = (headers: Headers) => ({
  type: headers.get('content-type'),
  length: headers.get('content-length'),
  etag: headers.get('etag'),
})

async function expectHeadLikeGet(pathAndQuery: string) {
  const get = await rest('GET', pathAndQuery)
  const head = await rest('HEAD', pathAndQuery)
  expect(get.status).toBe(200)
  expect(get.text.length).toBeGreaterThan(0)
  expect(head.status).toBe(200)
  expect(fileHeaders(head.headers)).toEqual(fileHeaders(get.headers))
  return head
}

describe('HEAD of an uploaded file', () => {
  it('an image: the GET status and headers, no body', async () => {
    const head = await expectHeadLikeGet(`media/file/${image.filename}`)
    expect(head.headers.get('content-type')).toBe('image/jpeg')
    expect(head.text).toBe('')
  })

  it('each image size', async () => {
    const sizes = Object.values(image.sizes ?? {}).filter((size) => size?.filename)
    expect(sizes.length).toBeGreaterThan(0)
    for (const size of sizes) await expectHeadLikeGet(`media/file/${size!.filename}`)
  })

  it('a video', async () => {
    const head = await expectHeadLikeGet(`videos/file/${video.filename}`)
    expect(head.headers.get('content-type')).toBe('video/mp4')
  })

  it('a file that is not there: 404, as its GET', async () => {
    expect((await rest('HEAD', 'media/file/never-uploaded.png')).status).toBe(404)
  })
})
