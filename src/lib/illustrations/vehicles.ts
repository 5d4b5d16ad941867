/**
 * Side-view van and skoolie illustrations, drawn in a 100-unit-long box facing right and
 * placed on the road with a transform. The wheels' bottom sits at y = 48.
 */
import { r1 } from './random'

export type VehicleKind = 'van' | 'skoolie'

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

function van(style: VehicleStyle): string {
  const body =
    'M2 40 L1 9 Q1 3 7 3 L76 2.5 Q81 2.5 83 5 L93 19 Q94 20.5 96 21 L98.5 22 Q100 23 100 26 L100 38 Q100 40 98 40 Z'
  return [
    style.lit ? headlightBeam(99, 29) : '',
    `<path d="${body}" fill="${style.body}"/>`,
    `<path d="M2 31 L100 31 L100 38 Q100 40 98 40 L2 40Z" fill="#000" opacity="0.18"/>`,
    `<rect x="1.2" y="26" width="98.6" height="2.6" fill="${style.trim}"/>`,
    `<path d="M83.5 6.5 L91.5 19 L84 19 L80.5 6.5Z" fill="${style.window}"/>`,
    `<rect x="70" y="7" width="9.5" height="11" rx="1.2" fill="${style.window}"/>`,
    `<rect x="40" y="7" width="22" height="9" rx="1.5" fill="${style.window}"/>`,
    `<rect x="5" y="7" width="11" height="9" rx="1.5" fill="${style.window}"/>`,
    `<line x1="67.5" y1="5" x2="67.5" y2="38" stroke="#000" stroke-opacity="0.25" stroke-width="0.5"/>`,
    `<line x1="37" y1="5" x2="37" y2="38" stroke="#000" stroke-opacity="0.18" stroke-width="0.5"/>`,
    `<rect x="96.5" y="24" width="3.5" height="2.6" rx="0.8" fill="#fff4c4"/>`,
    `<rect x="1" y="20" width="1.8" height="4" fill="#e0413a"/>`,
    `<rect x="94" y="37" width="6.5" height="3.5" rx="1" fill="#2a2a2e"/>`,
    `<rect x="0" y="37" width="5" height="3.5" rx="1" fill="#2a2a2e"/>`,
    `<path d="M11 40 A9 9 0 0 1 29 40Z" fill="#151518"/><path d="M73 40 A9 9 0 0 1 91 40Z" fill="#151518"/>`,
    wheel(20, 7.2),
    wheel(82, 7.2),
    style.solar ? solarPanels(8, 74, 1.6) : style.roofBoard ? roofBoard(10, 66, 1.4, style.roofBoard) : '',
  ].join('')
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
  const inner = kind === 'van' ? van(style) : skoolie(style)
  return `${shadow}<g transform="translate(${r1(x)} ${r1(groundY - WHEEL_BOTTOM * scale)}) scale(${scale.toFixed(4)})">${inner}</g>`
}

/** Gradient used by the headlight beam; include once in <defs>. */
export const BEAM_GRADIENT =
  '<linearGradient id="beam" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff3c4" stop-opacity="0.9"/><stop offset="1" stop-color="#fff3c4" stop-opacity="0"/></linearGradient>'
