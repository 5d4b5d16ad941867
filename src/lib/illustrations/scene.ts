/**
 * Landscape scenes: a gradient sky with sun or moon, layered terrain, a road and a van or
 * skoolie. Deterministic: the same options always give the same SVG.
 */
import { PALETTES, type Palette, type PaletteName } from './palettes'
import { createRng, type Rng, r1 } from './random'
import {
  cactus,
  duneRidge,
  forestOnRidge,
  grassTufts,
  hillRidge,
  mountainRidge,
  type Point,
  ridgePath,
  ridgeYAt,
  snowCaps,
} from './terrain'
import { BEAM_GRADIENT, LONG_VEHICLES, type VehicleKind, vehicleSvg } from './vehicles'

export type Terrain = 'mountains' | 'hills' | 'dunes' | 'coast' | 'forest' | 'canyon' | 'lake' | 'town'

export interface SceneOptions {
  seed: number
  width: number
  height: number
  palette: PaletteName
  terrain: Terrain
  vehicle?: VehicleKind | 'none'
  /** Body colour of the vehicle; picked from the seed when absent. */
  vehicleColor?: string
  solar?: boolean
  /** Where the vehicle stands, from 0 (left) to 1 (right); picked from the seed when absent. */
  vehicleAt?: number
  /**
   * Parked off the road at a camp (awning, chairs, a fire) instead of driving along it, with
   * other rigs parked beside it when `companions` lists them.
   */
  camp?: boolean
  companions?: VehicleKind[]
  /** What rides on the back of a van. */
  rear?: 'bikes' | 'ladder'
  /** Extra SVG drawn on top (e.g. a title overlay). */
  overlay?: string
  /** Extra <defs> content for the overlay. */
  overlayDefs?: string
}

const VAN_COLORS = ['#f4efe6', '#e9dcc3', '#7fa7a3', '#d8824f', '#5d7d9a', '#c9b27c', '#e8e4da']
const SKOOLIE_COLORS = ['#f2b705', '#8fae8b', '#e9dcc3', '#d96c4f', '#4f8a8b', '#f0c24b']
const BOARD_COLORS = ['#e4572e', '#29a3a3', '#f3a712', '#6a994e']

function sky(p: Palette): string {
  return (
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/>` +
    `<stop offset="0.55" stop-color="${p.sky[1]}"/><stop offset="1" stop-color="${p.sky[2]}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${p.glow}" stop-opacity="0.85"/><stop offset="0.35" stop-color="${p.glow}" stop-opacity="0.35"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="haze" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[2]}" stop-opacity="0"/><stop offset="0.6" stop-color="${p.sky[2]}" stop-opacity="0.35"/><stop offset="1" stop-color="${p.sky[2]}" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="fg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient>` +
    (p.sea
      ? `<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sea[0]}"/><stop offset="1" stop-color="${p.sea[1]}"/></linearGradient>`
      : '')
  )
}

function celestial(rng: Rng, p: Palette, w: number, h: number, horizonY: number): { svg: string; x: number } {
  const low = p.celestial === 'sun' && p.sky[0] !== p.sky[2] && rng.chance(0.5)
  const x = rng.range(w * 0.15, w * 0.85)
  const y = low ? rng.range(horizonY - h * 0.12, horizonY - h * 0.04) : rng.range(h * 0.12, h * 0.28)
  const r = Math.min(w, h) * rng.range(0.055, 0.08)
  const glow = `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 4.5)}" fill="url(#glow)"/>`
  if (p.celestial === 'moon') {
    const offset = r * 0.45
    return {
      x,
      svg:
        glow +
        `<mask id="moonmask"><circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="#fff"/><circle cx="${r1(x + offset)}" cy="${r1(y - offset * 0.4)}" r="${r1(r * 0.9)}" fill="#000"/></mask>` +
        `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="${p.sunColor}" mask="url(#moonmask)"/>`,
    }
  }
  return { x, svg: glow + `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="${p.sunColor}"/>` }
}

function stars(rng: Rng, w: number, h: number): string {
  let svg = ''
  for (let i = 0; i < 140; i++) {
    svg += `<circle cx="${r1(rng.range(0, w))}" cy="${r1(rng.range(0, h * 0.5) * rng.range(0.3, 1))}" r="${r1(rng.range(0.6, 2.2))}" fill="#fff" opacity="${rng.range(0.3, 0.95).toFixed(2)}"/>`
  }
  return svg
}

function clouds(rng: Rng, color: string, w: number, h: number): string {
  let svg = ''
  const count = rng.int(2, 4)
  for (let i = 0; i < count; i++) {
    const cx = rng.range(0, w)
    const cy = rng.range(h * 0.08, h * 0.34)
    const s = Math.min(w, h) * rng.range(0.05, 0.1)
    svg += `<g fill="${color}" opacity="${rng.range(0.45, 0.8).toFixed(2)}">`
    svg += `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(s * 2.4)}" ry="${r1(s * 0.55)}"/>`
    svg += `<ellipse cx="${r1(cx - s * 0.7)}" cy="${r1(cy - s * 0.35)}" rx="${r1(s * 0.9)}" ry="${r1(s * 0.6)}"/>`
    svg += `<ellipse cx="${r1(cx + s * 0.4)}" cy="${r1(cy - s * 0.55)}" rx="${r1(s * 1.1)}" ry="${r1(s * 0.8)}"/></g>`
  }
  return svg
}

function birds(rng: Rng, w: number, h: number, color: string): string {
  let d = ''
  const n = rng.int(0, 4)
  const cx = rng.range(w * 0.2, w * 0.8)
  const cy = rng.range(h * 0.15, h * 0.3)
  for (let i = 0; i < n; i++) {
    const x = cx + rng.range(-w * 0.08, w * 0.08)
    const y = cy + rng.range(-h * 0.05, h * 0.05)
    const s = Math.min(w, h) * rng.range(0.008, 0.014)
    d += `M${r1(x - s)} ${r1(y - s * 0.5)} Q${r1(x - s * 0.4)} ${r1(y - s * 0.7)} ${r1(x)} ${r1(y)} Q${r1(x + s * 0.4)} ${r1(y - s * 0.7)} ${r1(x + s)} ${r1(y - s * 0.5)} `
  }
  return d
    ? `<path d="${d}" stroke="${color}" stroke-width="${r1(Math.min(w, h) * 0.003)}" fill="none" stroke-linecap="round" opacity="0.7"/>`
    : ''
}

/** Fades a ridge down to the horizon towards one side (headlands over the sea). */
function taper(points: Point[], horizonY: number, from: number, to: number): Point[] {
  return points.map(([x, y]) => {
    const t = Math.min(1, Math.max(0, (x - from) / (to - from)))
    const k = t * t * (3 - 2 * t)
    return [x, horizonY + (y - horizonY) * k]
  })
}

/** Flat-topped mesas and buttes with steep sides. */
function mesaRidge(rng: Rng, w: number, baseY: number, amp: number): Point[] {
  const points: Point[] = [[0, baseY]]
  let x = rng.range(-w * 0.1, w * 0.05)
  while (x < w) {
    const gap = rng.range(w * 0.04, w * 0.16)
    const top = baseY - amp * rng.range(0.45, 1)
    const width = rng.range(w * 0.06, w * 0.22)
    const slope = rng.range(w * 0.01, w * 0.025)
    points.push([x + gap, baseY], [x + gap + slope, top + amp * 0.12], [x + gap + slope * 1.6, top])
    points.push(
      [x + gap + width, top],
      [x + gap + width + slope * 0.6, top + amp * 0.12],
      [x + gap + width + slope * 1.6, baseY],
    )
    x += gap + width + slope * 1.6
  }
  points.push([w + 1, baseY])
  return points
}

/** A town's edge on the horizon: houses, a few taller blocks, a water tower; lit windows at night. */
function townSkyline(rng: Rng, w: number, h: number, baseY: number, fill: string, lit: boolean): string {
  let svg = ''
  let x = rng.range(w * 0.05, w * 0.2)
  const end = x + w * rng.range(0.5, 0.65)
  const tower = rng.range(x, end)
  while (x < end) {
    const bw = rng.range(w * 0.015, w * 0.045)
    const bh = h * (rng.chance(0.25) ? rng.range(0.06, 0.11) : rng.range(0.02, 0.045))
    svg += `<rect x="${r1(x)}" y="${r1(baseY - bh)}" width="${r1(bw)}" height="${r1(bh + h * 0.01)}" fill="${fill}"/>`
    if (bh < h * 0.05)
      svg += `<path d="M${r1(x - bw * 0.1)} ${r1(baseY - bh)} L${r1(x + bw / 2)} ${r1(baseY - bh - bw * 0.4)} L${r1(x + bw * 1.1)} ${r1(baseY - bh)}Z" fill="${fill}"/>`
    if (lit) {
      for (let wy = baseY - bh + h * 0.008; wy < baseY - h * 0.006; wy += h * 0.014) {
        for (let wx = x + bw * 0.18; wx < x + bw * 0.8; wx += bw * 0.3) {
          if (rng.chance(0.45))
            svg += `<rect x="${r1(wx)}" y="${r1(wy)}" width="${r1(bw * 0.14)}" height="${r1(h * 0.006)}" fill="#ffd98a" opacity="0.9"/>`
        }
      }
    }
    x += bw + rng.range(0, w * 0.01)
  }
  const th = h * 0.12
  svg += `<path d="M${r1(tower - w * 0.006)} ${r1(baseY)} L${r1(tower - w * 0.003)} ${r1(baseY - th)} M${r1(tower + w * 0.024)} ${r1(baseY)} L${r1(tower + w * 0.021)} ${r1(baseY - th)}" stroke="${fill}" stroke-width="${r1(w * 0.003)}"/>`
  svg += `<ellipse cx="${r1(tower + w * 0.009)}" cy="${r1(baseY - th - h * 0.015)}" rx="${r1(w * 0.02)}" ry="${r1(h * 0.025)}" fill="${fill}"/>`
  return svg
}

function terrainLayers(
  rng: Rng,
  o: SceneOptions,
  p: Palette,
  horizonY: number,
  groundTop: number,
  sunX: number,
): string {
  const { width: w, height: h } = o
  const gap = groundTop - horizonY
  let svg = ''
  if (o.terrain === 'coast') {
    const leftSide = sunX > w / 2
    const far = taper(
      hillRidge(rng, w, horizonY, h * 0.09),
      horizonY,
      leftSide ? w * 0.55 : w * 0.45,
      leftSide ? w * 0.2 : w * 0.8,
    )
    svg += ridgePath(far, horizonY + 1, p.layers[0])
    svg += `<rect x="0" y="${r1(horizonY)}" width="${w}" height="${r1(groundTop - horizonY + h * 0.05)}" fill="url(#sea)"/>`
    for (let i = 0; i < 14; i++) {
      const y = horizonY + gap * rng.range(0.04, 0.9)
      const len = w * rng.range(0.02, 0.08) * (0.5 + (y - horizonY) / gap)
      svg += `<rect x="${r1(sunX - len / 2 + rng.range(-w * 0.03, w * 0.03))}" y="${r1(y)}" width="${r1(len)}" height="${r1(h * 0.003)}" fill="${p.glow}" opacity="0.6"/>`
      svg += `<rect x="${r1(rng.range(0, w))}" y="${r1(y + h * 0.01)}" width="${r1(len * 0.8)}" height="${r1(h * 0.002)}" fill="#ffffff" opacity="0.3"/>`
    }
    const cliff = taper(
      mountainRidge(rng, w, horizonY + gap * 0.75, h * 0.2),
      horizonY + gap * 0.75,
      leftSide ? w * 0.3 : w * 0.7,
      leftSide ? 0 : w,
    )
    svg += ridgePath(cliff, groundTop + h * 0.02, p.layers[2])
    return svg
  }
  if (o.terrain === 'canyon') {
    for (let i = 0; i < 3; i++) {
      const base = horizonY + gap * (i * 0.3 + 0.05)
      const amp = h * [0.2, 0.15, 0.09][i]
      svg += ridgePath(mesaRidge(rng, w, base, amp), groundTop + h * 0.02, p.layers[i])
      if (i === 0) svg += `<rect x="0" y="${r1(base - amp * 0.6)}" width="${w}" height="${r1(gap)}" fill="url(#haze)"/>`
    }
    return svg
  }
  if (o.terrain === 'lake' || o.terrain === 'town') {
    const far = o.terrain === 'lake' ? mountainRidge(rng, w, horizonY, h * 0.16) : hillRidge(rng, w, horizonY, h * 0.05)
    svg += ridgePath(far, horizonY + 1, p.layers[0])
    if (p.snow) svg += snowCaps(far, h * 0.16, p.snow)
    svg += `<rect x="0" y="${r1(horizonY - h * 0.08)}" width="${w}" height="${r1(h * 0.1)}" fill="url(#haze)"/>`
    if (o.terrain === 'town') {
      svg += townSkyline(rng, w, h, horizonY + gap * 0.3, p.layers[1], p.stars)
      svg += ridgePath(hillRidge(rng, w, horizonY + gap * 0.5, h * 0.03), groundTop + h * 0.02, p.layers[2])
      return svg
    }
    const shore = horizonY + gap * 0.72
    svg += `<rect x="0" y="${r1(horizonY)}" width="${w}" height="${r1(shore - horizonY + h * 0.01)}" fill="${p.sea ? 'url(#sea)' : p.layers[1]}"/>`
    const mirror = far.map(([x, y]): Point => [x, horizonY + (horizonY - y) * 0.5])
    svg += `<path d="M0 ${r1(horizonY)} ${mirror.map(([x, y]) => `L${r1(x)} ${r1(y)}`).join(' ')} L${w} ${r1(horizonY)}Z" fill="${p.layers[0]}" opacity="0.35"/>`
    for (let i = 0; i < 18; i++) {
      const y = horizonY + (shore - horizonY) * rng.range(0.05, 0.95)
      svg += `<rect x="${r1(sunX - w * 0.05 + rng.range(-w * 0.04, w * 0.04))}" y="${r1(y)}" width="${r1(w * rng.range(0.02, 0.1))}" height="${r1(h * 0.003)}" fill="${p.glow}" opacity="0.55"/>`
    }
    const near = hillRidge(rng, w, shore + h * 0.01, h * 0.03)
    svg += ridgePath(near, groundTop + h * 0.02, p.layers[2])
    svg += forestOnRidge(
      rng,
      near.filter(() => rng.chance(0.4)),
      w,
      h * 0.05,
      h * 0.09,
      p.layers[3],
    )
    return svg
  }
  const amps: Record<Exclude<Terrain, 'coast' | 'canyon' | 'lake' | 'town'>, number[]> = {
    mountains: [0.26, 0.17, 0.1],
    hills: [0.12, 0.09, 0.06],
    dunes: [0.08, 0.07, 0.05],
    forest: [0.14, 0.08, 0.05],
  }
  const maker = o.terrain === 'mountains' ? mountainRidge : o.terrain === 'dunes' ? duneRidge : hillRidge
  for (let i = 0; i < 3; i++) {
    const base = horizonY + gap * (i * 0.3 + 0.05)
    const amp = h * amps[o.terrain][i]
    const points = o.terrain === 'forest' && i === 0 ? mountainRidge(rng, w, base, amp) : maker(rng, w, base, amp)
    svg += ridgePath(points, groundTop + h * 0.02, p.layers[i])
    if (p.snow && o.terrain === 'mountains' && i < 2) svg += snowCaps(points, amp, p.snow)
    if (o.terrain === 'forest' && i > 0)
      svg += forestOnRidge(rng, points, w, h * (0.03 + i * 0.02), h * (0.06 + i * 0.035), p.layers[i])
    if (i === 0) svg += `<rect x="0" y="${r1(base - amp * 0.6)}" width="${w}" height="${r1(gap)}" fill="url(#haze)"/>`
    if (o.terrain === 'hills' && i === 2)
      svg += forestOnRidge(
        rng,
        points.filter(() => rng.chance(0.35)),
        w,
        h * 0.03,
        h * 0.05,
        p.layers[i],
      )
  }
  return svg
}

/** A camp beside a parked rig: an awning off its side, two folding chairs and a fire (glowing at night). */
function camp(
  rng: Rng,
  p: Palette,
  x: number,
  groundY: number,
  length: number,
  w: number,
  h: number,
  kind: VehicleKind,
): string {
  const unit = length / 100
  const roofY = groundY - 44 * unit
  const awningColor = rng.pick(['#e76f51', '#2a9d8f', '#e9c46a', '#f1faee'])
  let svg = ''
  if (kind !== 'teardrop') {
    const ax0 = x + length * 0.28
    const ax1 = x + length * 0.66
    const ay = roofY + 6 * unit
    const drop = 9 * unit
    svg += `<path d="M${r1(ax0)} ${r1(ay)} L${r1(ax1)} ${r1(ay)} L${r1(ax1 + 4 * unit)} ${r1(ay + drop)} L${r1(ax0 + 4 * unit)} ${r1(ay + drop)}Z" fill="${awningColor}"/>`
    for (let i = 1; i < 6; i += 2) {
      const sx = ax0 + ((ax1 - ax0) * i) / 6
      const sw = (ax1 - ax0) / 6
      svg += `<path d="M${r1(sx)} ${r1(ay)} L${r1(sx + sw)} ${r1(ay)} L${r1(sx + sw + 4 * unit)} ${r1(ay + drop)} L${r1(sx + 4 * unit)} ${r1(ay + drop)}Z" fill="#fff" opacity="0.35"/>`
    }
    svg += `<path d="M${r1(ax0 + 4 * unit)} ${r1(ay + drop)} V${r1(groundY + 3 * unit)} M${r1(ax1 + 4 * unit)} ${r1(ay + drop)} V${r1(groundY + 3 * unit)}" stroke="#3a3a3a" stroke-width="${r1(0.8 * unit)}"/>`
    if (p.stars) {
      let d = ''
      for (let t = 0; t <= 1.001; t += 0.1) {
        const lx = ax0 + (ax1 - ax0 + 4 * unit) * t
        const ly = ay + drop + Math.sin(t * Math.PI) * 3 * unit
        d += `<circle cx="${r1(lx)}" cy="${r1(ly)}" r="${r1(0.9 * unit)}" fill="#ffe08a"/>`
      }
      svg += d
    }
  }
  // Props drawn a little larger than life so they read at card size.
  const u = unit * 1.7
  const right = x + length + 34 * u < w
  const fx = right ? x + length + 20 * u : Math.max(x - 16 * u, 14 * u)
  const fy = groundY + 4 * u
  const chair = (cx: number, color: string, flip: number) =>
    `<path d="M${r1(cx - 4 * u * flip)} ${r1(fy - 11 * u)} L${r1(cx - 3 * u * flip)} ${r1(fy - 4 * u)} L${r1(cx + 4 * u * flip)} ${r1(fy - 4 * u)}" fill="none" stroke="${color}" stroke-width="${r1(2 * u)}" stroke-linejoin="round"/>` +
    `<path d="M${r1(cx - 4 * u)} ${r1(fy)} L${r1(cx + 4 * u)} ${r1(fy - 5 * u)} M${r1(cx + 4 * u)} ${r1(fy)} L${r1(cx - 4 * u)} ${r1(fy - 5 * u)}" stroke="#2b2b2b" stroke-width="${r1(0.6 * u)}"/>`
  svg += chair(fx - 11 * u, rng.pick(['#264653', '#9b2226', '#3d5a80']), 1)
  svg += chair(fx + 11 * u, rng.pick(['#588157', '#e76f51', '#6d597a']), -1)
  if (!p.stars) {
    // Daytime: a folding table with a kettle and two mugs instead of a fire.
    return (
      svg +
      `<rect x="${r1(fx - 7 * u)}" y="${r1(fy - 8 * u)}" width="${r1(14 * u)}" height="${r1(1.4 * u)}" fill="#d9c7a3"/>` +
      `<path d="M${r1(fx - 6 * u)} ${r1(fy)} L${r1(fx + 6 * u)} ${r1(fy - 7 * u)} M${r1(fx + 6 * u)} ${r1(fy)} L${r1(fx - 6 * u)} ${r1(fy - 7 * u)}" stroke="#6b5a45" stroke-width="${r1(0.6 * u)}"/>` +
      `<path d="M${r1(fx - 4 * u)} ${r1(fy - 8 * u)} L${r1(fx - 3.5 * u)} ${r1(fy - 12 * u)} L${r1(fx - 0.5 * u)} ${r1(fy - 12 * u)} L${r1(fx)} ${r1(fy - 8 * u)}Z" fill="#c0392b"/>` +
      `<rect x="${r1(fx + 2 * u)}" y="${r1(fy - 10.5 * u)}" width="${r1(1.8 * u)}" height="${r1(2.5 * u)}" fill="#f1faee"/><rect x="${r1(fx + 4.5 * u)}" y="${r1(fy - 10.5 * u)}" width="${r1(1.8 * u)}" height="${r1(2.5 * u)}" fill="#2a9d8f"/>`
    )
  }
  svg += `<circle cx="${r1(fx)}" cy="${r1(fy - 3 * u)}" r="${r1(26 * u)}" fill="url(#glow)" opacity="0.8"/>`
  svg += `<path d="M${r1(fx - 4 * u)} ${r1(fy)} L${r1(fx + 4 * u)} ${r1(fy - 1.5 * u)} M${r1(fx + 4 * u)} ${r1(fy)} L${r1(fx - 4 * u)} ${r1(fy - 1.5 * u)}" stroke="#5a3a22" stroke-width="${r1(1.4 * u)}" stroke-linecap="round"/>`
  svg += `<path d="M${r1(fx - 2.6 * u)} ${r1(fy - 1.5 * u)} Q${r1(fx - 2 * u)} ${r1(fy - 7 * u)} ${r1(fx)} ${r1(fy - 9 * u)} Q${r1(fx + 0.6 * u)} ${r1(fy - 5 * u)} ${r1(fx + 2.6 * u)} ${r1(fy - 1.5 * u)}Z" fill="#f4a261"/>`
  svg += `<path d="M${r1(fx - 1.2 * u)} ${r1(fy - 1.5 * u)} Q${r1(fx - 0.8 * u)} ${r1(fy - 4.5 * u)} ${r1(fx + 0.2 * u)} ${r1(fy - 5.5 * u)} Q${r1(fx + 0.6 * u)} ${r1(fy - 3 * u)} ${r1(fx + 1.2 * u)} ${r1(fy - 1.5 * u)}Z" fill="#ffe08a"/>`
  return svg
}

export function sceneSvg(o: SceneOptions): string {
  const { width: w, height: h } = o
  const p: Palette = PALETTES[o.palette]
  const rng = createRng(o.seed)
  const portrait = h > w
  const horizonY = h * (portrait ? 0.54 : 0.56)
  const roadY = h * (portrait ? 0.8 : 0.79)
  const roadH = h * (portrait ? 0.04 : 0.055)
  const groundTop = roadY - h * 0.035

  const sun = celestial(rng, p, w, h, horizonY)
  let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`
  if (p.stars) body += stars(rng, w, h)
  body += sun.svg
  if (p.clouds) body += clouds(rng, p.clouds, w, h)
  if (!p.stars) body += birds(rng, w, h, p.layers[3])
  body += terrainLayers(rng, o, p, horizonY, groundTop, sun.x)

  // Near ground, road and foreground.
  const nearRidge = hillRidge(rng, w, groundTop, h * 0.02)
  const nearFill = o.terrain === 'coast' ? p.ground : p.layers[3]
  body += ridgePath(nearRidge, h, nearFill)
  if (o.terrain === 'forest')
    body += forestOnRidge(
      rng,
      nearRidge.filter(() => rng.chance(0.3)),
      w,
      h * 0.08,
      h * 0.14,
      p.layers[3],
    )
  if (o.terrain === 'dunes' || o.palette === 'desert' || o.palette === 'outback') {
    for (let i = 0; i < rng.int(1, 3); i++) {
      const x = rng.range(0, w)
      body += cactus(x, ridgeYAt(nearRidge, x) + h * 0.01, h * rng.range(0.06, 0.11), p.layers[3])
    }
  }
  if (o.camp) {
    body += `<rect x="0" y="${r1(groundTop + h * 0.02)}" width="${w}" height="${r1(h - groundTop)}" fill="${p.ground}"/>`
    body += `<rect x="0" y="${r1(groundTop + h * 0.02)}" width="${w}" height="${r1(h - groundTop)}" fill="url(#fg)"/>`
  } else {
    body += `<rect x="0" y="${r1(roadY)}" width="${w}" height="${r1(roadH)}" fill="${p.road}"/>`
    body += `<rect x="0" y="${r1(roadY)}" width="${w}" height="${r1(h * 0.004)}" fill="#fff" opacity="0.12"/>`
    body += `<line x1="0" y1="${r1(roadY + roadH / 2)}" x2="${w}" y2="${r1(roadY + roadH / 2)}" stroke="${p.roadLine}" stroke-width="${r1(h * 0.004)}" stroke-dasharray="${r1(w * 0.03)} ${r1(w * 0.025)}" opacity="0.85"/>`
    body += `<rect x="0" y="${r1(roadY + roadH)}" width="${w}" height="${r1(h - roadY - roadH)}" fill="${p.ground}"/>`
    body += `<rect x="0" y="${r1(roadY + roadH)}" width="${w}" height="${r1(h - roadY - roadH)}" fill="url(#fg)"/>`
  }

  const kind = o.vehicle ?? 'van'
  const lengthOf = (k: VehicleKind, share: number): number =>
    w *
    share *
    (LONG_VEHICLES.has(k)
      ? portrait
        ? 0.66
        : 0.38
      : k === 'teardrop'
        ? portrait
          ? 0.3
          : 0.17
        : portrait
          ? 0.5
          : 0.27)
  const styleFor = (k: VehicleKind, body?: string) => ({
    body: body ?? rng.pick(k === 'skoolie' || k === 'shortbus' ? SKOOLIE_COLORS : VAN_COLORS),
    trim: rng.pick(['#2d3a3a', '#8c3b2b', '#274060', '#3a2e26']),
    window: p.window,
    solar: o.solar ?? rng.chance(0.6),
    roofBoard: rng.chance(0.5) ? rng.pick(BOARD_COLORS) : undefined,
    lit: p.stars && !o.camp,
    rear: o.rear,
  })
  if (kind !== 'none') {
    const groundY = roadY + roadH * 0.62
    const companions = o.companions ?? []
    const share = companions.length > 0 ? (portrait ? 0.62 : 0.8) : 1
    const length = lengthOf(kind, share)
    const at = rng.next()
    const room = w * 0.84 - length
    const x = companions.length > 0 ? w * (portrait ? 0.3 : 0.52) : w * 0.08 + (o.vehicleAt ?? at) * room
    if (o.camp) {
      // The others first, further back and to the left, so the story's own rig stands in front.
      let cx = w * 0.04
      for (const other of companions) {
        const len = lengthOf(other, share * 0.8)
        body += vehicleSvg(other, cx, groundY - h * 0.03, len, styleFor(other))
        cx += len + w * 0.03
      }
    }
    body += vehicleSvg(kind, x, groundY, length, styleFor(kind, o.vehicleColor))
    if (o.camp) body += camp(rng, p, x, groundY, length, w, h, kind)
  }
  body += grassTufts(rng, w, h * 0.99, h * 0.03, p.layers[3])
  body += grassTufts(rng, w, roadY + roadH + h * 0.02, h * 0.014, p.layers[3])
  if (o.overlay) body += o.overlay

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${sky(p)}${BEAM_GRADIENT}${o.overlayDefs ?? ''}</defs>${body}</svg>`
}
