/**
 * Friendly abstract portraits: one to four smiling faces on a coloured background, or an
 * initials badge for organisations.
 */
import { createRng, escapeXml, type Rng, r1 } from './random'

export interface AvatarOptions {
  seed: number
  /** How many faces (1 to 4). */
  people?: number
  /** How many of them are children (drawn smaller, in front). Defaults to everyone after the first two. */
  children?: number
  /** Draw an initials badge instead of faces. */
  initials?: string
  background?: string
  size?: number
}

const BACKGROUNDS = ['#f4a261', '#2a9d8f', '#e76f51', '#8ab17d', '#6d597a', '#e9c46a', '#457b9d', '#b56576', '#5c8a8a']
const SKIN = ['#f6d3b3', '#eab38f', '#d39a6a', '#b07849', '#8a5a36', '#5e3b23']
const HAIR = ['#2b1d14', '#4a3020', '#7a4a2a', '#c58b4e', '#e2c07a', '#1d1d1d', '#a3a3a3', '#8c3b2b']
const SHIRTS = ['#264653', '#f1faee', '#e9c46a', '#9b2226', '#3d5a80', '#588157', '#f28482', '#6c584c']
const HAIR_STYLES = [
  'short',
  'long',
  'bun',
  'curly',
  'beanie',
  'cap',
  'afro',
  'bald',
  'ponytail',
  'headscarf',
  'sunhat',
  'braids',
] as const
type HairStyle = (typeof HAIR_STYLES)[number]

function hairBack(style: HairStyle, cx: number, cy: number, r: number, color: string): string {
  if (style === 'long')
    return `<rect x="${r1(cx - r * 1.12)}" y="${r1(cy - r * 1.08)}" width="${r1(r * 2.24)}" height="${r1(r * 2.35)}" rx="${r1(r * 1.05)}" fill="${color}"/>`
  if (style === 'afro') return `<circle cx="${r1(cx)}" cy="${r1(cy - r * 0.25)}" r="${r1(r * 1.42)}" fill="${color}"/>`
  if (style === 'ponytail')
    return `<path d="M${r1(cx + r * 0.7)} ${r1(cy - r * 0.6)} Q${r1(cx + r * 1.9)} ${r1(cy - r * 0.2)} ${r1(cx + r * 1.35)} ${r1(cy + r * 1.3)} Q${r1(cx + r * 1.2)} ${r1(cy + r * 0.2)} ${r1(cx + r * 0.6)} ${r1(cy - r * 0.1)}Z" fill="${color}"/>`
  if (style === 'braids')
    return [-1, 1]
      .map(
        (side) =>
          `<path d="M${r1(cx + side * r * 0.95)} ${r1(cy - r * 0.2)} L${r1(cx + side * r * 1.15)} ${r1(cy + r * 1.9)}" stroke="${color}" stroke-width="${r1(r * 0.36)}" stroke-linecap="round" stroke-dasharray="${r1(r * 0.3)} ${r1(r * 0.06)}"/>`,
      )
      .join('')
  if (style === 'headscarf')
    return `<path d="M${r1(cx - r * 1.22)} ${r1(cy + r * 1.5)} Q${r1(cx - r * 1.35)} ${r1(cy - r * 1.4)} ${r1(cx)} ${r1(cy - r * 1.3)} Q${r1(cx + r * 1.35)} ${r1(cy - r * 1.4)} ${r1(cx + r * 1.22)} ${r1(cy + r * 1.5)}Z" fill="${color}"/>`
  if (style === 'bun') return `<circle cx="${r1(cx)}" cy="${r1(cy - r * 1.05)}" r="${r1(r * 0.42)}" fill="${color}"/>`
  if (style === 'curly') {
    let svg = ''
    for (let a = 150; a <= 390; a += 24) {
      const rad = (a * Math.PI) / 180
      svg += `<circle cx="${r1(cx + Math.cos(rad) * r * 0.98)}" cy="${r1(cy + Math.sin(rad) * r * 0.98)}" r="${r1(r * 0.33)}" fill="${color}"/>`
    }
    return svg
  }
  return ''
}

function hairFront(style: HairStyle, cx: number, cy: number, r: number, color: string, accent: string): string {
  const cap = `M${r1(cx - r * 1.02)} ${r1(cy + r * 0.02)} A${r1(r * 1.02)} ${r1(r * 1.02)} 0 0 1 ${r1(cx + r * 1.02)} ${r1(cy + r * 0.02)}`
  switch (style) {
    case 'bald':
      return `<path d="M${r1(cx - r * 1.0)} ${r1(cy + r * 0.05)} Q${r1(cx - r * 1.0)} ${r1(cy - r * 0.35)} ${r1(cx - r * 0.8)} ${r1(cy - r * 0.45)} L${r1(cx - r * 0.85)} ${r1(cy + r * 0.1)}Z M${r1(cx + r * 1.0)} ${r1(cy + r * 0.05)} Q${r1(cx + r * 1.0)} ${r1(cy - r * 0.35)} ${r1(cx + r * 0.8)} ${r1(cy - r * 0.45)} L${r1(cx + r * 0.85)} ${r1(cy + r * 0.1)}Z" fill="${color}"/>`
    case 'afro':
      return `<path d="${cap} Q${r1(cx + r * 0.2)} ${r1(cy - r * 0.5)} ${r1(cx - r * 1.02)} ${r1(cy + r * 0.02)}Z" fill="${color}"/>`
    case 'headscarf':
      return `<path d="M${r1(cx - r * 1.08)} ${r1(cy + r * 0.2)} Q${r1(cx - r * 1.1)} ${r1(cy - r * 1.12)} ${r1(cx)} ${r1(cy - r * 1.12)} Q${r1(cx + r * 1.1)} ${r1(cy - r * 1.12)} ${r1(cx + r * 1.08)} ${r1(cy + r * 0.2)} Q${r1(cx + r * 0.9)} ${r1(cy - r * 0.55)} ${r1(cx)} ${r1(cy - r * 0.62)} Q${r1(cx - r * 0.9)} ${r1(cy - r * 0.55)} ${r1(cx - r * 1.08)} ${r1(cy + r * 0.2)}Z" fill="${accent}"/>`
    case 'sunhat':
      return (
        `<path d="${cap} L${r1(cx + r * 0.92)} ${r1(cy - r * 0.22)} Q${r1(cx + r * 0.1)} ${r1(cy - r * 0.62)} ${r1(cx - r * 0.92)} ${r1(cy - r * 0.2)}Z" fill="${color}"/>` +
        `<ellipse cx="${r1(cx)}" cy="${r1(cy - r * 0.45)}" rx="${r1(r * 1.7)}" ry="${r1(r * 0.28)}" fill="#e8d3a0"/>` +
        `<path d="M${r1(cx - r * 0.85)} ${r1(cy - r * 0.5)} Q${r1(cx)} ${r1(cy - r * 1.75)} ${r1(cx + r * 0.85)} ${r1(cy - r * 0.5)}Z" fill="#e8d3a0"/>` +
        `<path d="M${r1(cx - r * 0.85)} ${r1(cy - r * 0.6)} Q${r1(cx)} ${r1(cy - r * 0.85)} ${r1(cx + r * 0.85)} ${r1(cy - r * 0.6)}" stroke="${accent}" stroke-width="${r1(r * 0.16)}" fill="none"/>`
      )
    case 'short':
    case 'bun':
    case 'curly':
    case 'ponytail':
    case 'braids':
      return `<path d="${cap} L${r1(cx + r * 0.92)} ${r1(cy - r * 0.22)} Q${r1(cx + r * 0.1)} ${r1(cy - r * 0.62)} ${r1(cx - r * 0.92)} ${r1(cy - r * 0.2)}Z" fill="${color}"/>`
    case 'long':
      return `<path d="${cap} Q${r1(cx + r * 0.3)} ${r1(cy - r * 0.75)} ${r1(cx - r * 1.02)} ${r1(cy + r * 0.02)}Z" fill="${color}"/>`
    case 'beanie':
      return (
        `<path d="M${r1(cx - r * 1.05)} ${r1(cy - r * 0.2)} A${r1(r * 1.05)} ${r1(r * 1.05)} 0 0 1 ${r1(cx + r * 1.05)} ${r1(cy - r * 0.2)}Z" fill="${accent}"/>` +
        `<rect x="${r1(cx - r * 1.1)}" y="${r1(cy - r * 0.38)}" width="${r1(r * 2.2)}" height="${r1(r * 0.34)}" rx="${r1(r * 0.15)}" fill="${accent}" stroke="#000" stroke-opacity="0.12" stroke-width="${r1(r * 0.04)}"/>` +
        `<circle cx="${r1(cx)}" cy="${r1(cy - r * 1.22)}" r="${r1(r * 0.2)}" fill="${accent}"/>`
      )
    case 'cap':
      return (
        `<path d="${cap} L${r1(cx + r * 0.9)} ${r1(cy - r * 0.25)} Q${r1(cx)} ${r1(cy - r * 0.45)} ${r1(cx - r * 0.9)} ${r1(cy - r * 0.25)}Z" fill="${color}"/>` +
        `<path d="M${r1(cx - r * 1.0)} ${r1(cy - r * 0.3)} A${r1(r)} ${r1(r * 0.95)} 0 0 1 ${r1(cx + r * 1.0)} ${r1(cy - r * 0.3)}Z" fill="${accent}"/>` +
        `<path d="M${r1(cx + r * 0.2)} ${r1(cy - r * 0.36)} Q${r1(cx + r * 1.3)} ${r1(cy - r * 0.42)} ${r1(cx + r * 1.45)} ${r1(cy - r * 0.22)} L${r1(cx + r * 0.2)} ${r1(cy - r * 0.22)}Z" fill="${accent}"/>`
      )
  }
}

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

/** Rough perceptual distance between two colours, to keep shirts visible on the background. */
function distance(a: string, b: string): number {
  const [r1_, g1, b1] = rgb(a)
  const [r2, g2, b2] = rgb(b)
  return Math.sqrt(2 * (r1_ - r2) ** 2 + 4 * (g1 - g2) ** 2 + 3 * (b1 - b2) ** 2)
}

function person(rng: Rng, cx: number, cy: number, r: number, bottom: number, bg: string, child: boolean): string {
  const skin = rng.pick(SKIN)
  const hair = rng.pick(child ? HAIR.filter((c) => c !== '#a3a3a3') : HAIR)
  const shirt = rng.pick(SHIRTS.filter((c) => distance(c, bg) > 160))
  const accent = rng.pick(['#e63946', '#2a9d8f', '#f4a261', '#457b9d', '#e9c46a'])
  const style = rng.pick(HAIR_STYLES)
  const older = !child && rng.chance(0.22)
  const hairColor = older ? rng.pick(['#c9c5bf', '#e6e2dc', '#9c9893']) : hair
  const beard =
    !child && (style === 'short' || style === 'cap' || style === 'beanie' || style === 'bald') && rng.chance(0.45)
  const glasses = rng.chance(older ? 0.55 : 0.2)
  const earrings = !beard && rng.chance(0.35)
  const freckles = rng.chance(0.25)
  const happyEyes = rng.chance(0.3)
  const eyeY = cy + r * 0.08
  const eyeDx = r * 0.36
  let svg = hairBack(style, cx, cy, r, style === 'headscarf' ? accent : hairColor)
  svg += `<path d="M${r1(cx - r * 1.55)} ${r1(bottom)} L${r1(cx - r * 1.55)} ${r1(cy + r * 3)} Q${r1(cx - r * 1.5)} ${r1(cy + r * 1.25)} ${r1(cx)} ${r1(cy + r * 1.2)} Q${r1(cx + r * 1.5)} ${r1(cy + r * 1.25)} ${r1(cx + r * 1.55)} ${r1(cy + r * 3)} L${r1(cx + r * 1.55)} ${r1(bottom)}Z" fill="${shirt}"/>`
  svg += `<rect x="${r1(cx - r * 0.28)}" y="${r1(cy + r * 0.7)}" width="${r1(r * 0.56)}" height="${r1(r * 0.55)}" rx="${r1(r * 0.2)}" fill="${skin}"/>`
  svg += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${skin}"/>`
  svg += `<circle cx="${r1(cx - r * 0.97)}" cy="${r1(cy + r * 0.12)}" r="${r1(r * 0.16)}" fill="${skin}"/><circle cx="${r1(cx + r * 0.97)}" cy="${r1(cy + r * 0.12)}" r="${r1(r * 0.16)}" fill="${skin}"/>`
  if (beard)
    svg += `<path d="M${r1(cx - r * 0.8)} ${r1(cy + r * 0.25)} Q${r1(cx)} ${r1(cy + r * 1.45)} ${r1(cx + r * 0.8)} ${r1(cy + r * 0.25)} Q${r1(cx)} ${r1(cy + r * 0.75)} ${r1(cx - r * 0.8)} ${r1(cy + r * 0.25)}Z" fill="${hairColor}"/>`
  svg += hairFront(style, cx, cy, r, hairColor, accent)
  svg += happyEyes
    ? `<path d="M${r1(cx - eyeDx - r * 0.13)} ${r1(eyeY + r * 0.03)} Q${r1(cx - eyeDx)} ${r1(eyeY - r * 0.12)} ${r1(cx - eyeDx + r * 0.13)} ${r1(eyeY + r * 0.03)} M${r1(cx + eyeDx - r * 0.13)} ${r1(eyeY + r * 0.03)} Q${r1(cx + eyeDx)} ${r1(eyeY - r * 0.12)} ${r1(cx + eyeDx + r * 0.13)} ${r1(eyeY + r * 0.03)}" fill="none" stroke="#2b2321" stroke-width="${r1(r * 0.07)}" stroke-linecap="round"/>`
    : `<circle cx="${r1(cx - eyeDx)}" cy="${r1(eyeY)}" r="${r1(r * 0.09)}" fill="#2b2321"/><circle cx="${r1(cx + eyeDx)}" cy="${r1(eyeY)}" r="${r1(r * 0.09)}" fill="#2b2321"/>`
  if (older)
    svg += `<path d="M${r1(cx - r * 0.62)} ${r1(cy + r * 0.3)} q${r1(-r * 0.08)} ${r1(r * 0.14)} 0 ${r1(r * 0.28)} M${r1(cx + r * 0.62)} ${r1(cy + r * 0.3)} q${r1(r * 0.08)} ${r1(r * 0.14)} 0 ${r1(r * 0.28)} M${r1(cx - eyeDx - r * 0.12)} ${r1(eyeY - r * 0.22)} h${r1(r * 0.24)} M${r1(cx + eyeDx - r * 0.12)} ${r1(eyeY - r * 0.22)} h${r1(r * 0.24)}" fill="none" stroke="#000" stroke-opacity="0.22" stroke-width="${r1(r * 0.04)}" stroke-linecap="round"/>`
  if (freckles)
    for (const [fx, fy] of [
      [-0.5, 0.3],
      [-0.4, 0.38],
      [-0.58, 0.4],
      [0.5, 0.3],
      [0.4, 0.38],
      [0.58, 0.4],
    ])
      svg += `<circle cx="${r1(cx + r * fx)}" cy="${r1(cy + r * fy)}" r="${r1(r * 0.03)}" fill="#7a4a2a" opacity="0.5"/>`
  if (earrings && style !== 'headscarf')
    svg += `<circle cx="${r1(cx - r * 0.99)}" cy="${r1(cy + r * 0.34)}" r="${r1(r * 0.07)}" fill="#e9c46a"/><circle cx="${r1(cx + r * 0.99)}" cy="${r1(cy + r * 0.34)}" r="${r1(r * 0.07)}" fill="#e9c46a"/>`
  if (glasses) {
    svg += `<g fill="none" stroke="#2b2321" stroke-width="${r1(r * 0.05)}"><circle cx="${r1(cx - eyeDx)}" cy="${r1(eyeY)}" r="${r1(r * 0.22)}"/><circle cx="${r1(cx + eyeDx)}" cy="${r1(eyeY)}" r="${r1(r * 0.22)}"/><path d="M${r1(cx - eyeDx + r * 0.22)} ${r1(eyeY)} H${r1(cx + eyeDx - r * 0.22)}"/></g>`
  }
  svg += `<circle cx="${r1(cx - r * 0.55)}" cy="${r1(cy + r * 0.38)}" r="${r1(r * 0.14)}" fill="#ff7b7b" opacity="0.35"/><circle cx="${r1(cx + r * 0.55)}" cy="${r1(cy + r * 0.38)}" r="${r1(r * 0.14)}" fill="#ff7b7b" opacity="0.35"/>`
  svg += `<path d="M${r1(cx - r * 0.3)} ${r1(cy + r * 0.42)} Q${r1(cx)} ${r1(cy + r * 0.68)} ${r1(cx + r * 0.3)} ${r1(cy + r * 0.42)}" fill="none" stroke="#7a3b2e" stroke-width="${r1(r * 0.07)}" stroke-linecap="round"/>`
  return svg
}

/** Behind the faces: a soft disc, stripes, dots, a sun over hills or a diagonal split. */
function backdrop(rng: Rng, size: number): string {
  const kind = rng.int(0, 4)
  if (kind === 1) {
    let svg = ''
    for (let y = size * 0.08; y < size; y += size * 0.16)
      svg += `<rect x="0" y="${r1(y)}" width="${size}" height="${r1(size * 0.07)}" fill="#fff" opacity="0.1"/>`
    return svg
  }
  if (kind === 2) {
    let svg = ''
    for (let y = size * 0.06; y < size; y += size * 0.12)
      for (let x = size * 0.06 + ((y / (size * 0.12)) % 2) * size * 0.06; x < size; x += size * 0.12)
        svg += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(size * 0.015)}" fill="#fff" opacity="0.22"/>`
    return svg
  }
  if (kind === 3)
    return (
      `<circle cx="${r1(size * rng.range(0.15, 0.85))}" cy="${r1(size * 0.3)}" r="${r1(size * 0.14)}" fill="#fff3c4" opacity="0.55"/>` +
      `<path d="M0 ${r1(size * 0.62)} Q${r1(size * 0.25)} ${r1(size * 0.45)} ${r1(size * 0.5)} ${r1(size * 0.6)} T${size} ${r1(size * 0.55)} V${size} H0Z" fill="#000" opacity="0.12"/>`
    )
  if (kind === 4)
    return `<path d="M0 ${r1(size * rng.range(0.5, 0.8))} L${size} ${r1(size * rng.range(0.2, 0.5))} V${size} H0Z" fill="#000" opacity="0.1"/>`
  return `<circle cx="${r1(size * rng.range(0.2, 0.8))}" cy="${r1(size * rng.range(0.15, 0.5))}" r="${r1(size * 0.42)}" fill="#fff" opacity="0.14"/>`
}

export function avatarSvg(o: AvatarOptions): string {
  const size = o.size ?? 400
  const rng = createRng(o.seed)
  const bg = o.background ?? rng.pick(BACKGROUNDS)
  let body = `<rect width="${size}" height="${size}" fill="${bg}"/>`
  body += backdrop(rng, size)
  if (o.initials) {
    const text = escapeXml(o.initials.slice(0, 3).toUpperCase())
    body += `<circle cx="${size / 2}" cy="${size / 2}" r="${r1(size * 0.36)}" fill="#fff" opacity="0.92"/>`
    body += `<text x="${size / 2}" y="${r1(size * 0.5)}" dy="0.35em" text-anchor="middle" font-family="DejaVu Serif, serif" font-weight="bold" font-size="${r1(size * (text.length > 2 ? 0.18 : 0.24))}" fill="${bg}">${text}</text>`
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${body}</svg>`
  }
  const people = Math.min(4, Math.max(1, o.people ?? 1))
  const children = Math.min(people - 1, Math.max(0, o.children ?? Math.max(0, people - 2)))
  const adults = people - children
  const layouts: Record<string, [number, number, number][]> = {
    '1+0': [[0.5, 0.42, 0.2]],
    '2+0': [
      [0.32, 0.45, 0.15],
      [0.68, 0.43, 0.155],
    ],
    '1+1': [
      [0.36, 0.4, 0.16],
      [0.68, 0.6, 0.11],
    ],
    '1+2': [
      [0.5, 0.36, 0.15],
      [0.22, 0.62, 0.1],
      [0.78, 0.63, 0.1],
    ],
    '1+3': [
      [0.5, 0.34, 0.14],
      [0.18, 0.64, 0.09],
      [0.5, 0.7, 0.085],
      [0.82, 0.64, 0.09],
    ],
    '2+1': [
      [0.24, 0.42, 0.13],
      [0.76, 0.41, 0.13],
      [0.5, 0.6, 0.1],
    ],
    '2+2': [
      [0.22, 0.38, 0.12],
      [0.78, 0.37, 0.12],
      [0.38, 0.62, 0.09],
      [0.64, 0.63, 0.085],
    ],
  }
  const fallback = `${Math.min(2, people)}+${people - Math.min(2, people)}`
  const layout = layouts[`${adults}+${children}`] ?? layouts[fallback]
  layout.forEach(([x, y, r], i) => {
    body += person(rng, size * x, size * y, size * r, size + 2, bg, i >= adults)
  })
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${body}</svg>`
}
