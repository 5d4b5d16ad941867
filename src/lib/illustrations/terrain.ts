/** Ridge lines and landscape props (trees, cacti, grass, snow caps) for the scenes. */
import { type Rng, r1 } from './random'

export type Point = [number, number]

/** Jagged mountain ridge by midpoint displacement. */
export function mountainRidge(rng: Rng, width: number, baseY: number, amp: number): Point[] {
  const segments = 64
  const heights = new Array<number>(segments + 1).fill(0)
  heights[0] = rng.range(0.2, 0.7)
  heights[segments] = rng.range(0.2, 0.7)
  let displacement = 0.9
  for (let step = segments; step > 1; step /= 2) {
    for (let i = 0; i < segments; i += step) {
      const mid = i + step / 2
      heights[mid] = (heights[i] + heights[i + step]) / 2 + rng.range(-displacement, displacement) / 2
    }
    displacement *= 0.56
  }
  const min = Math.min(...heights)
  const max = Math.max(...heights)
  return heights.map((h, i) => [(i / segments) * width, baseY - ((h - min) / (max - min || 1)) * amp])
}

/** Rolling hills from a few summed sine waves. */
export function hillRidge(rng: Rng, width: number, baseY: number, amp: number): Point[] {
  const waves = [0, 1, 2].map((k) => ({
    f: (rng.range(1.2, 2.6) * (k + 1) * Math.PI) / width,
    p: rng.range(0, Math.PI * 2),
    a: 1 / (k + 1.4),
  }))
  const total = waves.reduce((sum, w) => sum + w.a, 0)
  const points: Point[] = []
  for (let x = 0; x <= width + 1; x += width / 96) {
    const v = waves.reduce((sum, w) => sum + w.a * Math.sin(w.f * x + w.p), 0) / total
    points.push([x, baseY - amp * (0.5 + 0.5 * v)])
  }
  return points
}

/** Dunes: sharp crests, soft troughs. */
export function duneRidge(rng: Rng, width: number, baseY: number, amp: number): Point[] {
  const f = (rng.range(1.5, 3) * Math.PI) / width
  const p = rng.range(0, Math.PI)
  const warp = rng.range(0.3, 0.6)
  const points: Point[] = []
  for (let x = 0; x <= width + 1; x += width / 160) {
    const phase = f * x + p + warp * Math.sin(f * x * 0.5 + p)
    const h = Math.pow(1 - Math.abs(Math.cos(phase)), 1.4)
    points.push([x, baseY - amp * (0.25 + 0.75 * h)])
  }
  return points
}

/** Closed path filling from the ridge down to `bottom`. */
export function ridgePath(points: Point[], bottom: number, fill: string): string {
  const line = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${r1(x)} ${r1(y)}`).join(' ')
  const last = points[points.length - 1]
  return `<path d="${line} L${r1(last[0])} ${r1(bottom)} L${r1(points[0][0])} ${r1(bottom)}Z" fill="${fill}"/>`
}

/** Height of the ridge at x (linear interpolation). */
export function ridgeYAt(points: Point[], x: number): number {
  for (let i = 1; i < points.length; i++) {
    if (points[i][0] >= x) {
      const [x0, y0] = points[i - 1]
      const [x1, y1] = points[i]
      return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0 || 1)
    }
  }
  return points[points.length - 1][1]
}

/** White caps on the peaks that rise above most of the ridge. */
export function snowCaps(points: Point[], amp: number, color: string): string {
  const ys = points.map((p) => p[1])
  const top = Math.min(...ys)
  let svg = ''
  for (let k = 1; k < points.length - 1; k++) {
    const [px, py] = points[k]
    if (!(py <= points[k - 1][1] && py <= points[k + 1][1]) || py > top + amp * 0.35) continue
    const capY = py + amp * 0.14
    let left = k
    while (left > 0 && points[left - 1][1] < capY) left--
    let right = k
    while (right < points.length - 1 && points[right + 1][1] < capY) right++
    const lx =
      left > 0
        ? points[left - 1][0] +
          ((points[left][0] - points[left - 1][0]) * (capY - points[left - 1][1])) /
            (points[left][1] - points[left - 1][1])
        : points[0][0]
    const rx =
      right < points.length - 1
        ? points[right][0] +
          ((points[right + 1][0] - points[right][0]) * (capY - points[right][1])) /
            (points[right + 1][1] - points[right][1])
        : points[points.length - 1][0]
    const ridge = points
      .slice(left, right + 1)
      .map(([x, y]) => `L${r1(x)} ${r1(y)}`)
      .join(' ')
    const span = rx - lx
    const teeth = `L${r1(rx - span * 0.2)} ${r1(capY + amp * 0.05)} L${r1(rx - span * 0.4)} ${r1(capY - amp * 0.01)} L${r1(px)} ${r1(capY + amp * 0.06)} L${r1(lx + span * 0.3)} ${r1(capY)}`
    svg += `<path d="M${r1(lx)} ${r1(capY)} ${ridge} L${r1(rx)} ${r1(capY)} ${teeth}Z" fill="${color}" opacity="0.92"/>`
    k = right
  }
  return svg
}

/** A pine tree silhouette standing at (x, y) with the given height. */
export function pine(x: number, y: number, h: number, fill: string): string {
  const w = h * 0.42
  const tiers = [0, 0.28, 0.52].map((t, i) => {
    const top = y - h + t * h
    const base = y - h * (0.42 - i * 0.2)
    const half = w * (0.5 + i * 0.25)
    return `M${r1(x)} ${r1(top)} L${r1(x + half)} ${r1(base)} L${r1(x - half)} ${r1(base)}Z`
  })
  return `<path d="${tiers.join(' ')} M${r1(x - h * 0.03)} ${r1(y - h * 0.12)} h${r1(h * 0.06)} V${r1(y)} h${r1(-h * 0.06)}Z" fill="${fill}"/>`
}

/** A row of pines along a ridge. */
export function forestOnRidge(
  rng: Rng,
  points: Point[],
  width: number,
  minH: number,
  maxH: number,
  fill: string,
): string {
  let svg = ''
  for (let x = rng.range(0, 20); x < width; x += rng.range(minH * 0.25, minH * 0.7)) {
    if (rng.chance(0.12)) continue
    svg += pine(x, ridgeYAt(points, x) + minH * 0.1, rng.range(minH, maxH), fill)
  }
  return svg
}

/** A saguaro-like cactus silhouette. */
export function cactus(x: number, y: number, h: number, fill: string): string {
  const w = h * 0.13
  const arm = (dir: 1 | -1, at: number, len: number) => {
    const ax = x + dir * (w / 2)
    const ay = y - h * at
    const ox = ax + dir * w * 1.4
    return `<path d="M${r1(ax)} ${r1(ay)} H${r1(ox)} V${r1(ay - h * len)}" fill="none" stroke="${fill}" stroke-width="${r1(w)}" stroke-linecap="round" stroke-linejoin="round"/>`
  }
  return `<rect x="${r1(x - w / 2)}" y="${r1(y - h)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(w / 2)}" fill="${fill}"/>${arm(-1, 0.45, 0.25)}${arm(1, 0.6, 0.22)}`
}

/** Tufts of grass along a line. */
export function grassTufts(rng: Rng, width: number, y: number, size: number, stroke: string): string {
  let d = ''
  for (let x = rng.range(0, size * 3); x < width; x += rng.range(size * 2, size * 9)) {
    const h = rng.range(size * 0.6, size * 1.3)
    d += `M${r1(x)} ${r1(y)} l${r1(-h * 0.35)} ${r1(-h)} M${r1(x)} ${r1(y)} l0 ${r1(-h * 1.15)} M${r1(x)} ${r1(y)} l${r1(h * 0.4)} ${r1(-h * 0.9)} `
  }
  return `<path d="${d}" stroke="${stroke}" stroke-width="${r1(size * 0.18)}" stroke-linecap="round" fill="none"/>`
}
