/**
 * The demo videos: short animated scenes drawn with the seed's own illustration renderer (a van
 * driving across one of its landscapes, clouds drifting), with an ambient soundtrack and English
 * captions that describe the sounds. The MP4 and WebVTT files next to this module are committed;
 * `npm run generate:videos` (ffmpeg needed, never in CI) renders them again from these specs.
 */
import { type PaletteName, sceneSvg, type Terrain } from '../images'

export interface VideoSceneSpec {
  /** File name without extension: `<name>.mp4` and `<name>.vtt` sit next to this module. */
  name: string
  title: string
  /** Alt text of the poster (the first frame). */
  posterAlt: string
  seconds: number
  scene: { seed: number; palette: PaletteName; terrain: Terrain; solar: boolean; vehicleColor: string }
  /** Where the van is at the first and the last frame (0 left, 1 right). */
  drive: { from: number; to: number }
  /** The soundtrack as an ffmpeg filter graph (lavfi), `seconds` long, mono or stereo. */
  audio: string
}

export const VIDEO_WIDTH = 960
export const VIDEO_HEIGHT = 540
export const VIDEO_FPS = 24

/** Wind: brown noise, low-passed, fading in and out. */
const wind = (seconds: number, volume: number): string =>
  `anoisesrc=color=brown:amplitude=0.6:duration=${seconds}:seed=7,lowpass=f=500,volume=${volume}`

export const VIDEO_SCENES: VideoSceneSpec[] = [
  {
    name: 'vunked-on-the-road',
    title: 'A solar-powered van on a mountain road at sunset',
    posterAlt: 'A cream camper van with solar panels on its roof on a mountain road at sunset',
    seconds: 10,
    scene: { seed: 7101, palette: 'sunset', terrain: 'mountains', solar: true, vehicleColor: '#f4efe6' },
    drive: { from: 0.02, to: 0.98 },
    // Wind, and an engine hum that swells while the van passes the middle of the frame.
    audio:
      `${wind(10, 0.5)}[w];` +
      `aevalsrc='0.22*(sin(2*PI*55*t)+0.5*sin(2*PI*110*t)+0.25*sin(2*PI*165*t))*exp(-pow((t-5)/2.6,2))':s=44100:d=10[e];` +
      `[w][e]amix=inputs=2:normalize=0,afade=t=in:d=1,afade=t=out:st=8.5:d=1.5`,
  },
  {
    name: 'trelino-in-the-forest',
    title: 'A camper van rolling through a quiet forest',
    posterAlt: 'A teal camper van on a road through a pine forest under a pale sky',
    seconds: 10,
    scene: { seed: 7102, palette: 'forest', terrain: 'forest', solar: false, vehicleColor: '#7fa7a3' },
    drive: { from: 0.15, to: 0.7 },
    // A soft breeze and birdsong: short rising chirps, twice every 1.7 seconds.
    audio:
      `${wind(10, 0.3)}[w];` +
      `aevalsrc='0.12*sin(2*PI*(2600+900*mod(t*6,1))*t)*lt(mod(t,1.7),0.09)+0.1*sin(2*PI*(3300-700*mod(t*5,1))*t)*between(mod(t+0.6,2.3),0,0.12)':s=44100:d=10[b];` +
      `[w][b]amix=inputs=2:normalize=0,afade=t=in:d=1,afade=t=out:st=8.5:d=1.5`,
  },
]

/** One frame of the scene at `time` seconds: the van drives from `drive.from` to `drive.to`, clouds drift right. */
export function videoFrameSvg(spec: VideoSceneSpec, time: number, width = VIDEO_WIDTH, height = VIDEO_HEIGHT): string {
  const progress = Math.min(1, Math.max(0, time / spec.seconds))
  const vehicleAt = spec.drive.from + (spec.drive.to - spec.drive.from) * progress
  const drift = (progress * width * 0.12).toFixed(1)
  const cloud = (x: number, y: number, scale: number) =>
    `<g transform="translate(${drift} 0)" fill="#ffffff" opacity="0.35"><ellipse cx="${x}" cy="${y}" rx="${70 * scale}" ry="${16 * scale}"/><ellipse cx="${x + 22 * scale}" cy="${y - 12 * scale}" rx="${34 * scale}" ry="${18 * scale}"/></g>`
  return sceneSvg({
    ...spec.scene,
    width,
    height,
    vehicle: 'van',
    vehicleAt,
    overlay: cloud(width * 0.18, height * 0.16, 1) + cloud(width * 0.62, height * 0.1, 0.7),
  })
}
