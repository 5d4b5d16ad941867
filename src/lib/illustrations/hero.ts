/**
 * The home page's hero picture (SPEC §2 Home): dusk on a campsite at the end of a road. A van with
 * its awning out and string lights on, friends around a campfire, mountains against the last
 * light, the first stars. Drawn in the brand palette and deterministic (the stars come from a
 * fixed seed), with no text.
 *
 * Composition: the sky's top is the hero's own colour (mocha, #3a2a20), so the picture melts into
 * the solid background the hero's words sit on. Everything busy lives in the lower 40 % and between
 * x 220 and 1000 of the 1200-wide box: the part every crop keeps (a band under the words on
 * phones and tablets, a column beside them from 1024 px).
 */
import { versionedAddress } from './address'
import { createRng, r1 } from './random'

export const HERO_ART_WIDTH = 1200
export const HERO_ART_HEIGHT = 1000

/** The hero's background colour, the sky's top (globals.css --color-mocha). */
export const HERO_ART_SKY_TOP = '#3a2a20'

const HORIZON = 640
/** Where the road meets the horizon, under the setting sun. */
const SUN_X = 1010

function sky(): string {
  return (
    '<defs>' +
    `<linearGradient id="hh-sky" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${HERO_ART_SKY_TOP}"/>` +
    '<stop offset="0.32" stop-color="#4a2f27"/>' +
    '<stop offset="0.5" stop-color="#7a3a2c"/>' +
    '<stop offset="0.58" stop-color="#b5553a"/>' +
    '<stop offset="0.63" stop-color="#e58c52"/>' +
    '<stop offset="0.66" stop-color="#f6c88f"/>' +
    '</linearGradient>' +
    '<radialGradient id="hh-sun" cx="0.5" cy="0.5" r="0.5">' +
    '<stop offset="0" stop-color="#ffe7bf" stop-opacity="0.95"/>' +
    '<stop offset="0.35" stop-color="#f8c07e" stop-opacity="0.55"/>' +
    '<stop offset="1" stop-color="#e58c52" stop-opacity="0"/>' +
    '</radialGradient>' +
    '<radialGradient id="hh-fire" cx="0.5" cy="0.5" r="0.5">' +
    '<stop offset="0" stop-color="#ffc47a" stop-opacity="0.6"/>' +
    '<stop offset="0.45" stop-color="#f08a3c" stop-opacity="0.22"/>' +
    '<stop offset="1" stop-color="#f08a3c" stop-opacity="0"/>' +
    '</radialGradient>' +
    '<linearGradient id="hh-ground" x1="0" y1="0" x2="0" y2="1">' +
    '<stop offset="0" stop-color="#4b2e22"/>' +
    '<stop offset="1" stop-color="#2a1d16"/>' +
    '</linearGradient>' +
    '<linearGradient id="hh-road" x1="0" y1="0" x2="0" y2="1">' +
    '<stop offset="0" stop-color="#7b5a48"/>' +
    '<stop offset="1" stop-color="#3b2a21"/>' +
    '</linearGradient>' +
    '<linearGradient id="hh-van" x1="0" y1="0" x2="1" y2="0">' +
    '<stop offset="0" stop-color="#fdebd0"/>' +
    '<stop offset="1" stop-color="#e7cfae"/>' +
    '</linearGradient>' +
    '</defs>' +
    `<rect width="${HERO_ART_WIDTH}" height="${HERO_ART_HEIGHT}" fill="url(#hh-sky)"/>`
  )
}

/** A few dozen stars in the upper sky, denser high up, fixed by the seed. */
function stars(): string {
  const rng = createRng(2026)
  let out = '<g fill="#fbf6ee">'
  for (let index = 0; index < 46; index++) {
    const x = rng.range(10, HERO_ART_WIDTH - 10)
    const y = Math.pow(rng.next(), 1.6) * 430 + 12
    const r = rng.chance(0.15) ? rng.range(1.8, 2.6) : rng.range(0.8, 1.6)
    const opacity = 0.35 + (1 - y / 460) * 0.5 * rng.next()
    out += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" opacity="${(Math.round(opacity * 10) / 10).toString()}"/>`
  }
  // A young moon high over the road.
  out += '<path d="M846 150 a34 34 0 1 0 30 50 a27 27 0 1 1 -30 -50Z" opacity="0.9"/>'
  return out + '</g>'
}

function sunAndMountains(): string {
  return (
    // The sun just under the ridge, and its glow.
    `<circle cx="${SUN_X}" cy="${HORIZON - 14}" r="250" fill="url(#hh-sun)"/>` +
    `<circle cx="${SUN_X}" cy="${HORIZON - 26}" r="44" fill="#fff0d6" opacity="0.95"/>` +
    // Far range, backlit and hazy.
    `<path d="M0 ${HORIZON - 70} L90 ${HORIZON - 130} L170 ${HORIZON - 92} L260 ${HORIZON - 170} L350 ${HORIZON - 104} L430 ${HORIZON - 140} L520 ${HORIZON - 86} L610 ${HORIZON - 120} L690 ${HORIZON - 60} L800 ${HORIZON - 44} L880 ${HORIZON - 120} L950 ${HORIZON - 84} L1010 ${HORIZON - 52} L1080 ${HORIZON - 134} L1200 ${HORIZON - 160} V${HORIZON + 20} H0Z" fill="#c8684a" opacity="0.85"/>` +
    // Near range.
    `<path d="M0 ${HORIZON - 20} L120 ${HORIZON - 74} L210 ${HORIZON - 36} L300 ${HORIZON - 58} L420 ${HORIZON - 8} L560 ${HORIZON - 2} L640 ${HORIZON - 4} L960 ${HORIZON - 10} L1040 ${HORIZON - 16} L1110 ${HORIZON - 62} L1200 ${HORIZON - 84} V${HORIZON + 30} H0Z" fill="#8e3f2b"/>` +
    // The plain the road crosses.
    `<path d="M0 ${HORIZON} C300 ${HORIZON - 8} 900 ${HORIZON - 6} 1200 ${HORIZON + 4} V${HORIZON_GROUND_END} H0Z" fill="url(#hh-ground)"/>`
  )
}

const HORIZON_GROUND_END = HERO_ART_HEIGHT

/** The road: from the bottom right corner to the sun on the horizon, its centre line dashed. */
function road(): string {
  return (
    `<path d="M1200 1000 V930 C1110 880 1040 760 ${SUN_X + 6} ${HORIZON + 2} H${SUN_X - 4} C${SUN_X + 2} 770 960 890 900 1000Z" fill="url(#hh-road)"/>` +
    `<path d="M1060 1000 C1060 900 1020 770 ${SUN_X + 1} ${HORIZON + 4}" stroke="#f2a66f" stroke-width="5" stroke-dasharray="26 22" fill="none" opacity="0.75"/>`
  )
}

/** A pine silhouette, its base centre at (x, y). */
function pine(x: number, y: number, height: number, fill: string): string {
  const w = height * 0.36
  return (
    `<path d="M${r1(x)} ${r1(y - height)} L${r1(x + w * 0.55)} ${r1(y - height * 0.55)} L${r1(x + w * 0.32)} ${r1(y - height * 0.55)} ` +
    `L${r1(x + w)} ${r1(y - height * 0.12)} L${r1(x - w)} ${r1(y - height * 0.12)} L${r1(x - w * 0.32)} ${r1(y - height * 0.55)} ` +
    `L${r1(x - w * 0.55)} ${r1(y - height * 0.55)}Z" fill="${fill}"/>` +
    `<rect x="${r1(x - 4)}" y="${r1(y - height * 0.13)}" width="8" height="${r1(height * 0.13)}" fill="${fill}"/>`
  )
}

function trees(): string {
  return (
    pine(70, 700, 150, '#2f1f18') +
    pine(140, 690, 110, '#3a251c') +
    pine(30, 760, 210, '#24180f') +
    pine(1140, 700, 160, '#2f1f18') +
    pine(1175, 760, 220, '#24180f')
  )
}

/** The van, side on and facing left, parked at (x, y) = its rear wheel's ground point, awning out to the left. */
function van(): string {
  const x = 640
  const y = 842
  const w = 330
  const top = y - 176
  const stripe = '#ad420d'
  return (
    // Shadow and the light from the open door on the ground.
    `<ellipse cx="${x + w / 2}" cy="${y + 4}" rx="${w * 0.6}" ry="16" fill="#1c130e" opacity="0.55"/>` +
    `<path d="M${x + 110} ${y - 8} L${x + 190} ${y - 8} L${x + 250} ${y + 60} L${x + 40} ${y + 60}Z" fill="#ffd28a" opacity="0.16"/>` +
    // Pop-top roof and a rack with a board.
    `<path d="M${x + 40} ${top} L${x + 62} ${top - 34} L${x + 250} ${top - 34} L${x + 262} ${top}Z" fill="#c9b190"/>` +
    `<path d="M${x + 54} ${top - 12} H${x + 252}" stroke="#8f7660" stroke-width="3"/>` +
    `<rect x="${x + 74}" y="${top - 46}" width="170" height="12" rx="6" fill="#4f8a8b"/>` +
    // Body.
    `<path d="M${x + 22} ${top} H${x + w - 10} C${x + w} ${top} ${x + w + 4} ${top + 8} ${x + w + 4} ${top + 20} V${y - 30} H${x - 18} V${top + 70} C${x - 18} ${top + 58} ${x - 10} ${top + 46} ${x - 2} ${top + 36} L${x + 14} ${top + 8} C${x + 16} ${top + 3} ${x + 19} ${top} ${x + 22} ${top}Z" fill="url(#hh-van)"/>` +
    // The brand stripe and the bumper.
    `<path d="M${x - 18} ${top + 104} H${x + w + 4} V${top + 120} H${x - 18}Z" fill="${stripe}"/>` +
    `<rect x="${x - 26}" y="${y - 40}" width="${w + 36}" height="14" rx="6" fill="#5a4536"/>` +
    // Cab window, a lit living window and the open sliding door glowing.
    `<path d="M${x + 4} ${top + 16} L${x + 20} ${top + 10} H${x + 58} V${top + 62} H${x - 6} C${x - 4} ${top + 44} ${x - 2} ${top + 28} ${x + 4} ${top + 16}Z" fill="#3a2a20"/>` +
    `<rect x="${x + 208}" y="${top + 16}" width="86" height="48" rx="8" fill="#ffd89a"/>` +
    `<path d="M${x + 214} ${top + 22} H${x + 288}" stroke="#f3b868" stroke-width="6"/>` +
    `<rect x="${x + 86}" y="${top + 12}" width="98" height="${y - 34 - top - 12}" rx="6" fill="#ffcf86"/>` +
    `<rect x="${x + 86}" y="${top + 12}" width="98" height="${y - 34 - top - 12}" rx="6" fill="none" stroke="#c9a77d" stroke-width="4"/>` +
    // A plant and a lamp glow inside the door.
    `<circle cx="${x + 135}" cy="${top + 50}" r="26" fill="#fff1cf" opacity="0.8"/>` +
    `<path d="M${x + 108} ${top + 112} q10 -34 20 0 q8 -28 16 0Z" fill="#6b8f5a"/>` +
    `<rect x="${x + 110}" y="${top + 110}" width="32" height="24" rx="4" fill="#a4492f"/>` +
    // Wheels.
    wheel(x + 40, y - 18) +
    wheel(x + w - 58, y - 18) +
    // Headlight.
    `<rect x="${x - 20}" y="${top + 78}" width="10" height="16" rx="3" fill="#ffe3a8"/>`
  )
}

function wheel(cx: number, cy: number): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="30" fill="#221812"/>` +
    `<circle cx="${cx}" cy="${cy}" r="13" fill="#c9b190"/>` +
    `<circle cx="${cx}" cy="${cy}" r="5" fill="#5a4536"/>`
  )
}

/** The awning from the van's roof line out over the camp, on two poles, with string lights. */
function awning(): string {
  const roof = 666 // the van's top
  const startX = 660
  const endX = 450
  const edgeY = roof + 46
  let stripes = ''
  const count = 7
  for (let index = 0; index < count; index++) {
    const a = startX - ((startX - endX) * index) / count
    const b = startX - ((startX - endX) * (index + 1)) / count
    const fill = index % 2 === 0 ? '#ad420d' : '#fbe8cc'
    stripes += `<path d="M${r1(a)} ${roof + 4} L${r1(b)} ${roof + 4} L${r1(b - 6)} ${edgeY} L${r1(a - 6)} ${edgeY}Z" fill="${fill}"/>`
  }
  // Scalloped edge.
  let valance = ''
  for (let index = 0; index < count * 2; index++) {
    const a = endX - 6 + ((startX - endX) * index) / (count * 2)
    const b = endX - 6 + ((startX - endX) * (index + 1)) / (count * 2)
    valance += `<path d="M${r1(a)} ${edgeY} H${r1(b)} Q${r1((a + b) / 2)} ${edgeY + 16} ${r1(a)} ${edgeY}Z" fill="${index % 2 === 0 ? '#8f360a' : '#e9cfa8'}"/>`
  }
  // String lights along the awning's edge: two sagging runs with warm bulbs.
  let lights = ''
  const runs: [number, number][] = [
    [endX - 6, endX + (startX - endX) / 2],
    [endX + (startX - endX) / 2, startX],
  ]
  for (const [from, to] of runs) {
    const sag = edgeY + 34
    const mid = (from + to) / 2
    lights += `<path d="M${r1(from)} ${edgeY + 8} Q${r1(mid)} ${sag + 10} ${r1(to)} ${edgeY + 8}" stroke="#2a1d16" stroke-width="2" fill="none"/>`
    for (let index = 1; index < 6; index++) {
      const t = index / 6
      const bx = (1 - t) * (1 - t) * from + 2 * (1 - t) * t * mid + t * t * to
      const by = (1 - t) * (1 - t) * (edgeY + 8) + 2 * (1 - t) * t * (sag + 10) + t * t * (edgeY + 8)
      lights +=
        `<circle cx="${r1(bx)}" cy="${r1(by + 5)}" r="8" fill="#ffd27a" opacity="0.3"/>` +
        `<circle cx="${r1(bx)}" cy="${r1(by + 5)}" r="3.2" fill="#fff0c2"/>`
    }
  }
  return (
    stripes +
    valance +
    `<rect x="${endX - 10}" y="${edgeY}" width="6" height="${842 - edgeY}" fill="#5a4536"/>` +
    lights
  )
}

/** The campfire at (x, y) on the ground, its glow drawn first by the caller. */
function campfire(x: number, y: number): string {
  return (
    `<ellipse cx="${x}" cy="${y + 6}" rx="52" ry="12" fill="#1c130e" opacity="0.6"/>` +
    // Stones.
    [-46, -28, -8, 14, 34, 48]
      .map((dx, index) => `<ellipse cx="${x + dx}" cy="${y + 4 - (index % 2) * 2}" rx="12" ry="8" fill="#6f5a4b"/>`)
      .join('') +
    // Logs.
    `<path d="M${x - 38} ${y + 2} L${x + 30} ${y - 20}" stroke="#5a3a26" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M${x + 38} ${y + 2} L${x - 30} ${y - 20}" stroke="#6b4630" stroke-width="12" stroke-linecap="round"/>` +
    // Flames.
    `<path d="M${x - 30} ${y - 8} C${x - 40} ${y - 50} ${x - 10} ${y - 60} ${x - 6} ${y - 104} C${x + 14} ${y - 70} ${x + 44} ${y - 56} ${x + 28} ${y - 8}Z" fill="#e8622c"/>` +
    `<path d="M${x - 20} ${y - 10} C${x - 24} ${y - 40} ${x - 2} ${y - 50} ${x + 4} ${y - 82} C${x + 14} ${y - 54} ${x + 30} ${y - 40} ${x + 18} ${y - 10}Z" fill="#f7a23b"/>` +
    `<path d="M${x - 10} ${y - 12} C${x - 12} ${y - 30} ${x + 2} ${y - 36} ${x + 4} ${y - 56} C${x + 12} ${y - 36} ${x + 18} ${y - 26} ${x + 10} ${y - 12}Z" fill="#ffe08a"/>` +
    // Sparks.
    `<g fill="#ffd27a"><circle cx="${x + 16}" cy="${y - 128}" r="3"/><circle cx="${x - 14}" cy="${y - 150}" r="2.2"/><circle cx="${x + 4}" cy="${y - 176}" r="1.8"/></g>`
  )
}

interface Person {
  x: number
  /** The seat's height above the ground line (a log or a camp chair). */
  y: number
  /** Faces right (towards +x) or left. */
  facing: 1 | -1
  shirt: string
  skin: string
  hair: string
  /** Holds a guitar, a mug or nothing. */
  holds?: 'guitar' | 'mug'
}

/** A friend sitting by the fire: seat at (x, y), lit from the fire's side. */
function person(p: Person): string {
  const f = p.facing
  const hipX = p.x
  const hipY = p.y
  const shoulderY = hipY - 62
  const headY = shoulderY - 28
  const body =
    `<path d="M${hipX - 20} ${hipY} C${hipX - 22} ${hipY - 30} ${hipX - 18} ${shoulderY + 6} ${hipX - 4 + f * 4} ${shoulderY} ` +
    `L${hipX + 8 + f * 4} ${shoulderY} C${hipX + 22} ${shoulderY + 6} ${hipX + 22} ${hipY - 30} ${hipX + 20} ${hipY}Z" fill="${p.shirt}"/>`
  // Thighs forward, shins down to the ground.
  const knee = hipX + f * 46
  const legs =
    `<path d="M${hipX - 14} ${hipY - 14} L${knee} ${hipY - 22} L${knee + f * 4} ${hipY + 36} L${knee - f * 12} ${hipY + 36} L${knee - f * 10} ${hipY - 4} L${hipX - 8} ${hipY + 4}Z" fill="#3b2f4a"/>` +
    `<ellipse cx="${knee + f * 6}" cy="${hipY + 38}" rx="12" ry="5" fill="#1f1712"/>`
  const head =
    `<circle cx="${hipX + f * 6}" cy="${headY}" r="19" fill="${p.skin}"/>` +
    `<path d="M${hipX + f * 6 - 20} ${headY + 2} A20 20 0 0 1 ${hipX + f * 6 + 20} ${headY + 2} Q${hipX + f * 6} ${headY - 8} ${hipX + f * 6 - 20} ${headY + 2}Z" fill="${p.hair}"/>` +
    `<path d="M${hipX + f * 6 - f * 19} ${headY - 6} Q${hipX + f * 6 - f * 24} ${headY + 12} ${hipX + f * 6 - f * 12} ${headY + 20} L${hipX + f * 6 - f * 6} ${headY - 8}Z" fill="${p.hair}"/>`
  const arm =
    p.holds === 'guitar'
      ? `<ellipse cx="${hipX + f * 30}" cy="${hipY - 24}" rx="26" ry="20" fill="#c17a3a" transform="rotate(${-f * 20} ${hipX + f * 30} ${hipY - 24})"/>` +
        `<circle cx="${hipX + f * 30}" cy="${hipY - 24}" r="6" fill="#3a2a20"/>` +
        `<path d="M${hipX + f * 46} ${hipY - 34} L${hipX + f * 104} ${hipY - 70}" stroke="#5a3a26" stroke-width="7" stroke-linecap="round"/>` +
        `<path d="M${hipX + f * 4} ${shoulderY + 10} L${hipX + f * 84} ${hipY - 58}" stroke="${p.shirt}" stroke-width="11" stroke-linecap="round"/>`
      : p.holds === 'mug'
        ? `<path d="M${hipX + f * 4} ${shoulderY + 10} L${hipX + f * 30} ${hipY - 26} L${hipX + f * 42} ${hipY - 40}" stroke="${p.shirt}" stroke-width="11" stroke-linecap="round" stroke-linejoin="round" fill="none"/>` +
          `<rect x="${hipX + f * 42 - 7}" y="${hipY - 56}" width="14" height="16" rx="3" fill="#f2a66f"/>`
        : `<path d="M${hipX + f * 4} ${shoulderY + 10} L${hipX + f * 36} ${hipY - 20}" stroke="${p.shirt}" stroke-width="11" stroke-linecap="round"/>`
  return legs + body + arm + head
}

/** A camp chair under a person, at seat (x, y). */
function chair(x: number, y: number, color: string): string {
  return (
    `<path d="M${x - 26} ${y + 2} H${x + 26} L${x + 22} ${y + 12} H${x - 22}Z" fill="${color}"/>` +
    `<path d="M${x - 20} ${y + 10} L${x + 18} ${y + 40} M${x + 20} ${y + 10} L${x - 18} ${y + 40}" stroke="#2a1d16" stroke-width="4"/>`
  )
}

function dog(x: number, y: number): string {
  return (
    `<ellipse cx="${x}" cy="${y - 16}" rx="30" ry="15" fill="#d9a066"/>` +
    `<circle cx="${x - 30}" cy="${y - 28}" r="12" fill="#d9a066"/>` +
    `<path d="M${x - 36} ${y - 38} l-4 -12 l10 6Z" fill="#a8703f"/>` +
    `<path d="M${x + 28} ${y - 22} q16 -10 18 -24" stroke="#d9a066" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<rect x="${x - 22}" y="${y - 6}" width="8" height="8" rx="3" fill="#c48c55"/>` +
    `<rect x="${x + 14}" y="${y - 6}" width="8" height="8" rx="3" fill="#c48c55"/>`
  )
}

function camp(): string {
  const fireX = 470
  const ground = 900
  return (
    `<ellipse cx="${fireX}" cy="${ground - 40}" rx="360" ry="240" fill="url(#hh-fire)"/>` +
    // A log seat behind the fire (two friends), a chair left, one on the right, the dog in front.
    `<rect x="${fireX - 96}" y="${ground - 96}" width="150" height="26" rx="13" fill="#5a3a26"/>` +
    `<ellipse cx="${fireX + 54}" cy="${ground - 83}" rx="8" ry="13" fill="#a8703f"/>` +
    person({
      x: fireX - 70,
      y: ground - 100,
      facing: 1,
      shirt: '#4f8a8b',
      skin: '#c98b62',
      hair: '#2a1d16',
      holds: 'guitar',
    }) +
    person({
      x: fireX + 22,
      y: ground - 100,
      facing: -1,
      shirt: '#e0b04a',
      skin: '#f0c8a0',
      hair: '#8a4b2a',
      holds: 'mug',
    }) +
    chair(fireX - 170, ground - 62, '#2f6b4f') +
    person({
      x: fireX - 170,
      y: ground - 64,
      facing: 1,
      shirt: '#a4492f',
      skin: '#8d5a3b',
      hair: '#1f1712',
      holds: 'mug',
    }) +
    chair(fireX + 150, ground - 62, '#6b5443') +
    person({ x: fireX + 150, y: ground - 64, facing: -1, shirt: '#7b5ea7', skin: '#e2b48c', hair: '#d9a066' }) +
    campfire(fireX, ground - 10) +
    dog(fireX + 80, ground + 46)
  )
}

function foreground(): string {
  return (
    '<path d="M0 1000 V930 C120 915 260 940 400 950 C560 962 700 950 820 1000Z" fill="#23180f" opacity="0.75"/>' +
    '<g stroke="#3d2a1f" stroke-width="3" stroke-linecap="round">' +
    '<path d="M80 972 l-6 -22 M86 972 l2 -26 M92 972 l8 -20"/>' +
    '<path d="M620 986 l-6 -20 M626 986 l2 -24 M632 986 l8 -18"/>' +
    '<path d="M940 968 l-5 -18 M946 968 l2 -22 M952 968 l7 -16"/>' +
    '</g>'
  )
}

/** The hero picture as an SVG document (1200×1000), the same bytes every time. */
export function homeHeroSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${HERO_ART_WIDTH} ${HERO_ART_HEIGHT}" width="${HERO_ART_WIDTH}" height="${HERO_ART_HEIGHT}" preserveAspectRatio="xMidYMax slice">` +
    sky() +
    stars() +
    sunAndMountains() +
    trees() +
    road() +
    awning() +
    van() +
    camp() +
    foreground() +
    '</svg>'
  )
}

/** Where the page finds the hero picture (src/app/illustrations/home-hero.svg), versioned by its bytes. */
export const homeHeroSrc = (): string => versionedAddress('/illustrations/home-hero.svg', homeHeroSvg)
