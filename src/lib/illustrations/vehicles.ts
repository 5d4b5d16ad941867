/**
 * Side-view van and skoolie illustrations, drawn in a 100-unit-long box facing right and
 * placed on the road with a transform. The wheels' bottom sits at y = 48.
 */
import { r1 } from './random'

export type VehicleKind = 'van' | 'skoolie' | 'cargo' | 'overland' | 'westfalia' | 'shortbus' | 'boxtruck' | 'teardrop'

/** Vehicles drawn long like a bus (the scene gives them more room than a van). */
export const LONG_VEHICLES: ReadonlySet<VehicleKind> = new Set(['skoolie', 'boxtruck'])

export interface VehicleStyle {
  body: string
  trim: string
  window: string
  /** Solar panels on the roof. */
  solar?: boolean
  /** Roof load for skoolies and vans without panels: a surfboard/kayak. */
  roofBoard?: string
  /** Headlight beam (dusk scenes). */
  lit?: boolean
  /** What rides on the back: bikes on a rack or a ladder. */
  rear?: 'bikes' | 'ladder'
}

const WHEEL_Y = 41
const WHEEL_BOTTOM = 48

function wheel(cx: number, r: number): string {
  return (
    `<circle cx="${cx}" cy="${WHEEL_Y}" r="${r + 1.6}" fill="#000" opacity="0.35"/>` +
    `<circle cx="${cx}" cy="${WHEEL_Y}" r="${r}" fill="#1d1d22"/>` +
    `<circle cx="${cx}" cy="${WHEEL_Y}" r="${r * 0.45}" fill="#b9b4ad"/>` +
    `<circle cx="${cx}" cy="${WHEEL_Y}" r="${r * 0.15}" fill="#5d5a56"/>`
  )
}

function solarPanels(x0: number, x1: number, y: number): string {
  const count = Math.max(1, Math.floor((x1 - x0) / 17))
  const width = (x1 - x0) / count - 1.2
  let svg = `<rect x="${x0}" y="${y + 1.2}" width="${x1 - x0}" height="0.8" fill="#3a3a40"/>`
  for (let i = 0; i < count; i++) {
    const x = x0 + i * (width + 1.2)
    svg += `<rect x="${r1(x)}" y="${y - 0.8}" width="${r1(width)}" height="2" rx="0.3" fill="#1f3a6b" stroke="#8fb4e8" stroke-width="0.25"/>`
  }
  return svg
}

function roofBoard(x0: number, x1: number, y: number, color: string): string {
  return (
    `<rect x="${x0 + 4}" y="${y + 0.6}" width="1" height="1.6" fill="#333"/><rect x="${x1 - 5}" y="${y + 0.6}" width="1" height="1.6" fill="#333"/>` +
    `<path d="M${x0} ${y} Q${(x0 + x1) / 2} ${y - 2.4} ${x1} ${y} Q${(x0 + x1) / 2} ${y + 1.4} ${x0} ${y}Z" fill="${color}"/>`
  )
}

function headlightBeam(x: number, y: number): string {
  return `<path d="M${x} ${y} L${x + 60} ${y - 8} L${x + 60} ${y + 14}Z" fill="url(#beam)" opacity="0.55"/>`
}

function bikes(x: number): string {
  const wheelPair = (dx: number) =>
    `<circle cx="${r1(x + dx)}" cy="22" r="6" fill="none" stroke="#2a2a2e" stroke-width="1.1"/><circle cx="${r1(x + dx + 15)}" cy="22" r="6" fill="none" stroke="#2a2a2e" stroke-width="1.1"/>` +
    `<path d="M${r1(x + dx)} 22 L${r1(x + dx + 6)} 14 L${r1(x + dx + 13)} 14 L${r1(x + dx + 15)} 22 M${r1(x + dx + 6)} 14 L${r1(x + dx + 8)} 22 L${r1(x + dx + 13)} 14" fill="none" stroke="#c0392b" stroke-width="1.1"/>`
  return `<g opacity="0.95">${wheelPair(-1)}${wheelPair(-3)}</g><rect x="${r1(x - 2)}" y="28" width="3" height="1.4" fill="#2a2a2e"/>`
}

function van(style: VehicleStyle, variant: 'camper' | 'cargo' | 'overland' = 'camper'): string {
  const body =
    'M2 40 L1 9 Q1 3 7 3 L76 2.5 Q81 2.5 83 5 L93 19 Q94 20.5 96 21 L98.5 22 Q100 23 100 26 L100 38 Q100 40 98 40 Z'
  return [
    style.lit ? headlightBeam(99, 29) : '',
    `<path d="${body}" fill="${style.body}"/>`,
    `<path d="M2 31 L100 31 L100 38 Q100 40 98 40 L2 40Z" fill="#000" opacity="0.18"/>`,
    `<rect x="1.2" y="26" width="98.6" height="2.6" fill="${style.trim}"/>`,
    `<path d="M83.5 6.5 L91.5 19 L84 19 L80.5 6.5Z" fill="${style.window}"/>`,
    `<rect x="70" y="7" width="9.5" height="11" rx="1.2" fill="${style.window}"/>`,
    variant === 'cargo'
      ? `<rect x="8" y="9" width="54" height="12" rx="2" fill="#fff" opacity="0.22"/><path d="M12 15 h46" stroke="${style.trim}" stroke-width="2.4"/>`
      : `<rect x="40" y="7" width="22" height="9" rx="1.5" fill="${style.window}"/><rect x="5" y="7" width="11" height="9" rx="1.5" fill="${style.window}"/>`,
    `<line x1="67.5" y1="5" x2="67.5" y2="38" stroke="#000" stroke-opacity="0.25" stroke-width="0.5"/>`,
    `<line x1="37" y1="5" x2="37" y2="38" stroke="#000" stroke-opacity="0.18" stroke-width="0.5"/>`,
    `<rect x="96.5" y="24" width="3.5" height="2.6" rx="0.8" fill="#fff4c4"/>`,
    `<rect x="1" y="20" width="1.8" height="4" fill="#e0413a"/>`,
    `<rect x="94" y="37" width="6.5" height="3.5" rx="1" fill="#2a2a2e"/>`,
    `<rect x="0" y="37" width="5" height="3.5" rx="1" fill="#2a2a2e"/>`,
    `<path d="M11 40 A9 9 0 0 1 29 40Z" fill="#151518"/><path d="M73 40 A9 9 0 0 1 91 40Z" fill="#151518"/>`,
    variant === 'overland'
      ? `<rect x="-1" y="30" width="103" height="3" fill="#2a2a2e"/>` + wheel(20, 9.4) + wheel(82, 9.4)
      : wheel(20, 7.2) + wheel(82, 7.2),
    variant === 'overland'
      ? `<rect x="6" y="-3.4" width="70" height="1.2" fill="#2a2a2e"/><path d="M8 -2.2 V1.6 M74 -2.2 V1.6 M30 -2.2 V1.6 M52 -2.2 V1.6" stroke="#2a2a2e" stroke-width="1"/>` +
        `<rect x="48" y="-8.4" width="24" height="5" rx="1" fill="#3f4a3c"/><rect x="12" y="-7" width="9" height="3.6" rx="0.6" fill="#c0392b"/><rect x="22" y="-7" width="9" height="3.6" rx="0.6" fill="#c0392b"/>`
      : style.solar
        ? solarPanels(8, 74, 1.6)
        : style.roofBoard
          ? roofBoard(10, 66, 1.4, style.roofBoard)
          : '',
    style.rear === 'ladder' || variant === 'overland'
      ? `<path d="M-1.5 4 V30 M1.2 4 V30 M-1.5 9 H1.2 M-1.5 14 H1.2 M-1.5 19 H1.2 M-1.5 24 H1.2" stroke="#2a2a2e" stroke-width="0.8"/>`
      : '',
    style.rear === 'bikes' ? bikes(-14) : '',
  ].join('')
}

/** A 1980s pop-top camper: boxy, two-tone, the roof raised with canvas sides. */
function westfalia(style: VehicleStyle): string {
  return [
    style.lit ? headlightBeam(99, 30) : '',
    `<path d="M10 12 L90 12 L88 1 L14 1Z" fill="#e9dcc3" stroke="#8c7a5a" stroke-width="0.5"/>`,
    `<path d="M12 1 L88 1 L90 -1 Q50 -3 10 -1Z" fill="${style.body}"/>`,
    `<path d="M4 40 L4 14 Q4 10 9 10 L88 10 Q95 10 97 16 L99 30 Q100 34 100 38 Q100 40 98 40Z" fill="${style.body}"/>`,
    `<path d="M4 26 L99 26 L100 38 Q100 40 98 40 L4 40Z" fill="#f4efe6"/>`,
    `<rect x="4" y="25" width="96" height="1.6" fill="${style.trim}"/>`,
    `<path d="M84 13 L94 13 Q96 13 96.6 16 L97.6 23 L84 23Z" fill="${style.window}"/>`,
    `<rect x="62" y="13" width="18" height="10" rx="1.2" fill="${style.window}"/>`,
    `<rect x="38" y="13" width="20" height="10" rx="1.2" fill="${style.window}"/>`,
    `<rect x="9" y="13" width="24" height="10" rx="1.2" fill="${style.window}"/>`,
    `<rect x="96.4" y="30" width="3" height="3" rx="1.4" fill="#fff4c4"/>`,
    `<rect x="94" y="37" width="6.5" height="3" rx="1" fill="#9a9a9a"/><rect x="2.5" y="37" width="6" height="3" rx="1" fill="#9a9a9a"/>`,
    `<path d="M12 40 A9 9 0 0 1 30 40Z" fill="#151518"/><path d="M72 40 A9 9 0 0 1 90 40Z" fill="#151518"/>`,
    wheel(21, 6.8),
    wheel(81, 6.8),
  ].join('')
}

/** A short school bus on a van chassis: cutaway cab, bus body with four windows. */
function shortbus(style: VehicleStyle): string {
  let windows = ''
  for (let i = 0; i < 4; i++)
    windows += `<rect x="${r1(6 + i * 13)}" y="8" width="10" height="10" rx="1" fill="${style.window}"/>`
  return [
    style.lit ? headlightBeam(99, 29) : '',
    `<path d="M1 40 L1 6 Q1 3 4 3 L66 3 Q69 3 69 6 L69 40Z" fill="${style.body}"/>`,
    `<path d="M69 40 L69 12 L80 12 Q84 12 86 16 L92 22 Q99 23 100 28 L100 38 Q100 40 98 40Z" fill="${style.body}"/>`,
    `<path d="M1 31 L100 31 L100 38 Q100 40 98 40 L1 40Z" fill="#000" opacity="0.16"/>`,
    `<rect x="1" y="22" width="68" height="1.2" fill="${style.trim}"/><rect x="1" y="27" width="99" height="1.2" fill="${style.trim}"/>`,
    windows,
    `<path d="M72 14 L81 14 Q83 14 85 17 L89 22 L72 22Z" fill="${style.window}"/>`,
    `<rect x="97" y="29" width="3" height="2.6" rx="0.8" fill="#fff4c4"/>`,
    `<rect x="0.5" y="7" width="1.5" height="3" fill="#e0413a"/>`,
    `<rect x="95" y="37" width="6" height="3.5" rx="1" fill="#2a2a2e"/>`,
    `<path d="M10 40 A9 9 0 0 1 28 40Z" fill="#151518"/><path d="M74 40 A9 9 0 0 1 92 40Z" fill="#151518"/>`,
    wheel(19, 7.2),
    wheel(83, 7.2),
    style.solar ? solarPanels(6, 62, 1.2) : '',
    `<path d="M60 3 L60 -4 L63 -4 L63 3Z" fill="#6b6b6b"/><path d="M59 -4 h5" stroke="#6b6b6b" stroke-width="1.2"/>`,
  ].join('')
}

/** A box truck: cab at the front, a tall box with a roll-up door and a painted panel. */
function boxtruck(style: VehicleStyle): string {
  return [
    style.lit ? headlightBeam(99, 29) : '',
    `<path d="M1 36 L1 2 L74 2 L74 36Z" fill="${style.body}"/>`,
    `<path d="M1 2 L74 2 L74 4 L1 4Z" fill="#000" opacity="0.12"/>`,
    `<rect x="8" y="9" width="22" height="9" rx="1.2" fill="${style.window}"/>`,
    `<rect x="36" y="8" width="32" height="20" rx="2" fill="${style.trim}"/><path d="M40 22 Q46 12 52 18 T64 14" fill="none" stroke="#fff" stroke-width="1.6"/>`,
    `<path d="M75 40 L75 12 L88 12 Q91 12 93 15 L98 24 Q100 25 100 28 L100 38 Q100 40 98 40Z" fill="${style.trim}"/>`,
    `<path d="M78 15 L88 15 Q90 15 91.5 17 L95 23 L78 23Z" fill="${style.window}"/>`,
    `<rect x="1" y="34" width="74" height="6" fill="#2a2a2e"/>`,
    `<rect x="97" y="28" width="3" height="2.6" rx="0.8" fill="#fff4c4"/>`,
    `<path d="M7 40 A9 9 0 0 1 25 40Z" fill="#151518"/><path d="M76 40 A9 9 0 0 1 94 40Z" fill="#151518"/>`,
    wheel(16, 7.2),
    wheel(85, 7.2),
    style.solar ? solarPanels(4, 70, 0.4) : '',
  ].join('')
}

/** A teardrop trailer with its tow hitch and galley hatch. */
function teardrop(style: VehicleStyle): string {
  return [
    `<path d="M22 38 Q14 38 14 28 Q14 6 46 6 Q78 6 86 30 L86 38Z" fill="${style.body}"/>`,
    `<path d="M22 38 Q14 38 14 28 Q14 26 15 24 L86 24 L86 30 L86 38Z" fill="#000" opacity="0.12"/>`,
    `<path d="M20 30 Q22 12 44 11 Q60 11 70 20" fill="none" stroke="#d9d9d9" stroke-width="1.4"/>`,
    `<rect x="38" y="15" width="14" height="13" rx="6" fill="${style.window}"/>`,
    `<path d="M86 34 L99 36" stroke="#2a2a2e" stroke-width="1.6"/><rect x="98" y="35" width="2" height="5" fill="#2a2a2e"/>`,
    `<path d="M41 40 A9 9 0 0 1 59 40Z" fill="#151518"/>`,
    wheel(50, 7),
  ].join('')
}

function draw(kind: VehicleKind, style: VehicleStyle): string {
  switch (kind) {
    case 'van':
      return van(style)
    case 'cargo':
      return van(style, 'cargo')
    case 'overland':
      return van(style, 'overland')
    case 'skoolie':
      return skoolie(style)
    case 'westfalia':
      return westfalia(style)
    case 'shortbus':
      return shortbus(style)
    case 'boxtruck':
      return boxtruck(style)
    case 'teardrop':
      return teardrop(style)
  }
}

function skoolie(style: VehicleStyle): string {
  const body = 'M1 40 L1 6 Q1 2.5 5 2.5 L80 2.5 Q84 2.5 84 6 L84 18 L96 20 Q100 21 100 25 L100 38 Q100 40 98 40Z'
  let windows = ''
  for (let i = 0; i < 8; i++) {
    windows += `<rect x="${r1(5 + i * 8.6)}" y="7" width="6.6" height="9" rx="0.8" fill="${style.window}"/>`
  }
  return [
    style.lit ? headlightBeam(99, 30) : '',
    `<path d="${body}" fill="${style.body}"/>`,
    `<path d="M1 30 L100 30 L100 38 Q100 40 98 40 L1 40Z" fill="#000" opacity="0.16"/>`,
    `<rect x="1" y="21" width="83" height="1.2" fill="${style.trim}"/>`,
    `<rect x="1" y="25" width="99" height="1.2" fill="${style.trim}"/>`,
    `<rect x="1" y="33" width="99" height="1" fill="${style.trim}"/>`,
    windows,
    `<path d="M84.5 6 L84.5 17.5 L80.5 17 L80.5 6Z" fill="${style.window}"/>`,
    `<rect x="76" y="7" width="3.5" height="26" rx="0.5" fill="${style.window}" opacity="0.85"/>`,
    `<rect x="97" y="26.5" width="3" height="3" rx="0.8" fill="#fff4c4"/>`,
    `<rect x="0.5" y="8" width="1.5" height="3" fill="#e0413a"/><rect x="0.5" y="34" width="1.5" height="3" fill="#e0413a"/>`,
    `<rect x="95" y="37" width="6" height="3.5" rx="1" fill="#2a2a2e"/>`,
    `<path d="M8.5 40 A9.5 9.5 0 0 1 27.5 40Z" fill="#151518"/><path d="M79.5 40 A9.5 9.5 0 0 1 96.5 40Z" fill="#151518"/>`,
    wheel(18, 7.4),
    wheel(88, 7.2),
    `<rect x="6" y="0.6" width="70" height="0.9" fill="#3a3a40"/>`,
    style.solar ? solarPanels(8, 60, 0.8) : '',
    style.roofBoard ? roofBoard(style.solar ? 62 : 20, 80, 0.2, style.roofBoard) : '',
  ].join('')
}

/** The vehicle group placed with its left end at `x` and wheels on `groundY`. */
export function vehicleSvg(kind: VehicleKind, x: number, groundY: number, length: number, style: VehicleStyle): string {
  const scale = length / 100
  const shadow = `<ellipse cx="${r1(x + length / 2)}" cy="${r1(groundY)}" rx="${r1(length * 0.55)}" ry="${r1(length * 0.025)}" fill="#000" opacity="0.3"/>`
  const inner = draw(kind, style)
  return `${shadow}<g transform="translate(${r1(x)} ${r1(groundY - WHEEL_BOTTOM * scale)}) scale(${scale.toFixed(4)})">${inner}</g>`
}

/** Gradient used by the headlight beam; include once in <defs>. */
export const BEAM_GRADIENT =
  '<linearGradient id="beam" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff3c4" stop-opacity="0.9"/><stop offset="1" stop-color="#fff3c4" stop-opacity="0"/></linearGradient>'
