/**
 * npm run generate:videos: renders the demo videos (src/seed/videos/<name>.mp4) from their specs
 * in src/seed/videos/scenes.ts: each frame drawn by the seed's illustration renderer and
 * rasterised by sharp, piped to ffmpeg with the synthesised soundtrack. H.264 (Main profile,
 * yuv420p) and AAC in MP4 with the index at the front (faststart), so a browser can start playing
 * and seek before the whole file has arrived. Needs ffmpeg on PATH; CI never runs it (the files
 * are committed), and the captions (.vtt next to each video) are written by hand.
 */
import { spawn } from 'node:child_process'
import { statSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

import { VIDEO_FPS, VIDEO_HEIGHT, VIDEO_SCENES, VIDEO_WIDTH, videoFrameSvg } from '../src/seed/videos/scenes'

const DIR = path.resolve(import.meta.dirname, '../src/seed/videos')

async function render(spec: (typeof VIDEO_SCENES)[number]): Promise<void> {
  const output = path.join(DIR, `${spec.name}.mp4`)
  const ffmpeg = spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${VIDEO_WIDTH}x${VIDEO_HEIGHT}`, '-r', String(VIDEO_FPS)],
      ...['-i', 'pipe:0'],
      ...['-f', 'lavfi', '-i', spec.audio],
      ...['-map', '0:v', '-map', '1:a', '-t', String(spec.seconds)],
      ...['-c:v', 'libx264', '-preset', 'veryslow', '-crf', '27', '-profile:v', 'main', '-pix_fmt', 'yuv420p'],
      ...['-g', String(VIDEO_FPS), '-tune', 'animation'],
      ...['-c:a', 'aac', '-b:a', '64k', '-ac', '1', '-ar', '44100'],
      ...['-movflags', '+faststart', output],
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  )
  const done = new Promise<void>((resolve, reject) => {
    ffmpeg.on('error', reject)
    ffmpeg.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))))
  })
  const frames = spec.seconds * VIDEO_FPS
  for (let frame = 0; frame < frames; frame++) {
    const svg = videoFrameSvg(spec, frame / VIDEO_FPS)
    const rgb = await sharp(Buffer.from(svg), { density: 72 }).removeAlpha().raw().toBuffer()
    if (!ffmpeg.stdin.write(rgb)) await new Promise((resolve) => ffmpeg.stdin.once('drain', resolve))
  }
  ffmpeg.stdin.end()
  await done
  console.log(
    `${path.relative(process.cwd(), output)}: ${frames} frames, ${Math.round(statSync(output).size / 1024)} KB`,
  )
}

for (const spec of VIDEO_SCENES) await render(spec)
