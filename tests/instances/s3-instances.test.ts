/**
 * Many instances with the uploads in object storage (issue 24, points 1 and 8; ADR 0032): two
 * `npm start` servers of one production build on one PostgreSQL database and the local Redis, each
 * with a media folder of its own (as on two machines) and both on one bucket of a local
 * S3-compatible server (s3rver from node_modules, tests/int/helpers/s3.ts). An image uploaded
 * through A (REST, as staff) is served by B byte for byte, with every size Payload made of it; the
 * images the seed uploaded on A's first start are served by B; a story page rendered by B links
 * images A serves. Neither media folder receives a file.
 *
 * Needs the production build (npm test runs it after the 'Production build' stage), PostgreSQL on
 * 127.0.0.1:5432 and Redis on 127.0.0.1:6379. Ports: S3_INSTANCES_PORT and the next one (3770, 3771).
 */
import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest'

import { type LocalS3, startLocalS3 } from '../int/helpers/s3'
import {
  ADMIN,
  checkPrerequisites,
  cleanUp,
  createRunDatabase,
  type Instance,
  newRun,
  type Run,
  startInstance,
} from './support'

const PORT = Number(process.env.S3_INSTANCES_PORT ?? 3770)
const PREFIX = 'vanlife'

type Size = { filename?: string | null; width?: number | null; mimeType?: string | null }
type MediaDoc = { id: number; filename: string; mimeType: string; sizes: Record<string, Size | null> }

function call(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { ...init, signal: AbortSignal.timeout(20_000) })
}

async function fileOf(
  instance: Instance,
  name: string,
): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const response = await call(`${instance.url}/api/media/file/${encodeURIComponent(name)}`)
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  }
}

let run: Run | undefined
let s3: LocalS3 | undefined
let a: Instance
let b: Instance
const mediaDirs: string[] = []

/** Every file under the instances' own media folders (there should be none). */
function localFiles(): string[] {
  return mediaDirs.flatMap((dir) =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile() && entry.name !== '.gitkeep')
          .map((entry) => path.join(entry.parentPath, entry.name))
      : [],
  )
}

describe('two instances, separate media folders, one bucket', () => {
  beforeAll(async () => {
    await checkPrerequisites([PORT, PORT + 1])
    run = newRun()
    s3 = await startLocalS3('vanlife-instances', PREFIX)
    await createRunDatabase(run)
    mediaDirs.push(path.join(run.tmpDir, 'media-a'), path.join(run.tmpDir, 'media-b'))
    // A first: on the empty database it migrates and seeds (the seed's images go to the bucket).
    a = await startInstance(run, 'A', PORT, { ...s3.env, MEDIA_DIR: mediaDirs[0] })
    b = await startInstance(run, 'B', PORT + 1, { ...s3.env, MEDIA_DIR: mediaDirs[1] })
  }, 120_000)

  afterAll(async () => {
    const problems = run ? await cleanUp(run) : []
    await s3?.stop()
    if (problems.length) throw new Error(`Clean-up left something behind:\n${problems.join('\n')}`)
  }, 60_000)

  const showLogs = () =>
    onTestFailed(() => {
      for (const instance of [a, b]) console.error(`--- ${instance?.name}:\n${instance?.log.slice(-30).join('\n')}`)
    })

  it('serves on B an image the seed uploaded through A, from the bucket', async () => {
    showLogs()
    const response = await call(`${b.url}/api/media?limit=1&depth=0&sort=createdAt`)
    const { docs } = (await response.json()) as { docs: MediaDoc[] }
    const seeded = docs[0]
    expect(seeded, 'the seed made no media').toBeDefined()
    const stored = s3!.storedBytes(`${PREFIX}/${seeded!.filename}`)
    expect(stored, `${seeded!.filename} is not in the bucket`).not.toBeNull()
    const served = await fileOf(b, seeded!.filename)
    expect(served.status).toBe(200)
    expect(served.bytes.equals(stored!)).toBe(true)
  })

  it('serves on B, byte for byte and with its sizes, an image uploaded through A', async () => {
    showLogs()
    const login = await call(`${a.url}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    expect(login.status).toBe(200)
    const { token } = (await login.json()) as { token: string }
    const original = await sharp({ create: { width: 1700, height: 1100, channels: 3, background: '#1d4ed8' } })
      .jpeg({ quality: 90 })
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(original)], { type: 'image/jpeg' }), `through-a-${run!.id}.jpg`)
    form.append('_payload', JSON.stringify({ alt: 'Uploaded through A' }))
    const created = await call(`${a.url}/api/media`, {
      method: 'POST',
      headers: { Authorization: `JWT ${token}` },
      body: form,
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const { doc } = (await created.json()) as { doc: MediaDoc }

    const served = await fileOf(b, doc.filename)
    expect(served.status).toBe(200)
    expect(served.type).toBe('image/jpeg')
    expect(served.bytes.equals(original)).toBe(true)
    const sizes = Object.entries(doc.sizes).filter(([, size]) => size?.filename)
    expect(sizes.map(([name]) => name).sort()).toEqual(['avatar', 'featured', 'large', 'medium', 'portrait', 'small'])
    for (const [name, size] of sizes) {
      const file = await fileOf(b, size!.filename!)
      expect(file.status, name).toBe(200)
      expect(file.type, name).toBe('image/webp')
      expect(file.bytes.equals(s3!.storedBytes(`${PREFIX}/${size!.filename}`)!), name).toBe(true)
      expect((await sharp(file.bytes).metadata()).width, name).toBe(size!.width)
    }
  })

  it('a story page rendered by B links images that A serves; neither media folder holds a file', async () => {
    showLogs()
    const stories = await call(`${b.url}/api/stories?limit=1&depth=0&where[_status][equals]=published`)
    const { docs } = (await stories.json()) as { docs: { slug: string }[] }
    const page = await call(`${b.url}/${docs[0]!.slug}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    const images = [...new Set([...html.matchAll(/\/api\/media\/file\/([^"'?\s,\\)]+)/g)].map((match) => match[1]!))]
    expect(images.length).toBeGreaterThan(0)
    for (const name of images) {
      const file = await fileOf(a, decodeURIComponent(name))
      expect(file.status, name).toBe(200)
      expect(file.bytes.length, name).toBeGreaterThan(0)
    }
    expect(localFiles()).toEqual([])
  })
})
