/**
 * The demo videos (./scenes.ts): each MP4 committed next to this module is uploaded once into the
 * `videos` collection with its WebVTT captions and a poster (the first frame, drawn by the same
 * renderer into `media`). Found by filename on later runs: only the title, poster and captions are
 * brought up to date, the file is never uploaded twice.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { normaliseWebVtt } from '@/lib/webvtt'

import { count, LOCAL, type SeedContext } from '../context'
import { renderSvg } from '../images'
import { ensureImage, findUploadByFilename } from '../media'
import { VIDEO_SCENES, type VideoSceneSpec, videoFrameSvg } from './scenes'

export { VIDEO_SCENES } from './scenes'

const DIR = path.dirname(fileURLToPath(import.meta.url))

/** Video ids by scene name (VIDEO_SCENES[].name). */
export type SeededVideos = Record<string, number>

async function ensureVideo(ctx: SeedContext, spec: VideoSceneSpec): Promise<number> {
  const { payload } = ctx
  const filename = `${spec.name}.mp4`
  // The poster at 1280×720: the same drawing as the video's first frame, sharper on wide screens.
  const poster = await ensureImage(ctx, {
    filename: `${spec.name}-poster.jpg`,
    alt: spec.posterAlt,
    render: () => renderSvg(videoFrameSvg(spec, 0, 1280, 720), 'jpeg'),
  })
  const captions = normaliseWebVtt(readFileSync(path.join(DIR, `${spec.name}.vtt`), 'utf8'))
  const data = { title: spec.title, poster, captions }

  const existing = await findUploadByFilename(payload, 'videos', filename)
  if (existing) {
    const posterId = typeof existing.poster === 'object' ? existing.poster?.id : existing.poster
    if (existing.title === data.title && posterId === poster && existing.captions === captions) {
      count(ctx, 'videos', 'unchanged', filename)
    } else {
      await payload.update({ collection: 'videos', id: existing.id, data, depth: 0, ...LOCAL })
      count(ctx, 'videos', 'updated', filename)
    }
    return existing.id
  }
  const file = readFileSync(path.join(DIR, filename))
  const doc = await payload.create({
    collection: 'videos',
    data,
    file: { data: file, mimetype: 'video/mp4', name: filename, size: file.length },
    depth: 0,
    ...LOCAL,
  })
  count(ctx, 'videos', 'created', filename)
  return doc.id
}

export async function seedVideos(ctx: SeedContext): Promise<SeededVideos> {
  const ids: SeededVideos = {}
  for (const spec of VIDEO_SCENES) ids[spec.name] = await ensureVideo(ctx, spec)
  return ids
}
