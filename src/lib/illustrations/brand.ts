/** Partner wordmarks and merchandise mock-ups. */
import { escapeXml } from './random'

export type PartnerLogo = 'trelino' | 'vunked' | 'roadside-roasters'

const SANS = 'DejaVu Sans, Helvetica, Arial, sans-serif'
const SERIF = 'DejaVu Serif, Georgia, serif'

/** 400×160 wordmark on a transparent background. */
export function partnerLogoSvg(kind: PartnerLogo): string {
  const open = '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="160" viewBox="0 0 400 160">'
  if (kind === 'trelino') {
    return (
      open +
      '<circle cx="72" cy="80" r="46" fill="#2f6b4f"/>' +
      '<path d="M52 100 C50 66 72 46 100 46 C100 78 82 100 52 100Z" fill="#cfe8c4"/>' +
      '<path d="M56 96 C68 82 80 70 94 54" stroke="#2f6b4f" stroke-width="3.5" fill="none" stroke-linecap="round"/>' +
      `<text x="134" y="86" font-family="${SERIF}" font-weight="bold" font-size="50" fill="#244f3b">Trelino</text>` +
      `<text x="137" y="114" font-family="${SANS}" font-size="14" letter-spacing="3" fill="#4f7d5d">COMPOSTING TOILETS</text></svg>`
    )
  }
  if (kind === 'vunked') {
    return (
      open +
      '<rect x="26" y="34" width="92" height="92" rx="22" fill="#f59e0b"/>' +
      '<path d="M80 44 L50 86 L70 86 L62 116 L96 70 L75 70 L84 44Z" fill="#fff"/>' +
      `<text x="134" y="88" font-family="${SANS}" font-weight="bold" font-size="52" fill="#1f2937">VUNKED</text>` +
      `<text x="136" y="114" font-family="${SANS}" font-size="13" letter-spacing="2.6" fill="#b45309">VAN ELECTRICAL SYSTEMS</text></svg>`
    )
  }
  return (
    open +
    '<circle cx="70" cy="80" r="46" fill="#6b3e26"/>' +
    '<ellipse cx="70" cy="80" rx="20" ry="29" transform="rotate(28 70 80)" fill="#e9c9a5"/>' +
    '<path d="M62 56 C78 70 60 90 78 104" stroke="#6b3e26" stroke-width="4" fill="none" stroke-linecap="round"/>' +
    `<text x="132" y="74" font-family="${SERIF}" font-weight="bold" font-size="38" fill="#4a2a19">Roadside</text>` +
    `<text x="132" y="114" font-family="${SERIF}" font-style="italic" font-size="34" fill="#a0522d">Roasters</text></svg>`
  )
}

/** The site's small badge: a sun over mountains inside a circle. */
function emblem(cx: number, cy: number, r: number, ink: string, fill: string): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" stroke="${ink}" stroke-width="${r * 0.08}"/>` +
    `<circle cx="${cx + r * 0.25}" cy="${cy - r * 0.22}" r="${r * 0.22}" fill="${ink}"/>` +
    `<path d="M${cx - r * 0.78} ${cy + r * 0.42} L${cx - r * 0.3} ${cy - r * 0.15} L${cx} ${cy + r * 0.15} L${cx + r * 0.3} ${cy - r * 0.05} L${cx + r * 0.78} ${cy + r * 0.42}Z" fill="${ink}"/>`
  )
}

export interface GarmentOptions {
  kind: 'tee' | 'hoodie'
  view: 'front' | 'back'
  color: string
  ink: string
  background: string
}

const TEE =
  'M430 250 L340 285 L220 400 L300 500 L380 450 L380 980 Q600 1005 820 980 L820 450 L900 500 L980 400 L860 285 L770 250 Q600 330 430 250Z'
const HOODIE =
  'M420 300 L330 330 Q250 380 230 470 L190 900 Q220 930 280 915 L330 560 L360 560 L360 1000 Q600 1030 840 1000 L840 560 L870 560 L920 915 Q980 930 1010 900 L970 470 Q950 380 870 330 L780 300 Q600 360 420 300Z'

/** 1200×1200 product photo stand-in: the garment flat on a soft background. */
export function garmentSvg(o: GarmentOptions): string {
  const shadow = '<ellipse cx="600" cy="1040" rx="360" ry="40" fill="#000" opacity="0.12"/>'
  const shape = o.kind === 'tee' ? TEE : HOODIE
  let details = ''
  if (o.kind === 'tee') {
    details +=
      o.view === 'front'
        ? '<path d="M430 250 Q600 360 770 250" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="14"/>'
        : '<path d="M440 252 Q600 300 760 252" fill="none" stroke="#000" stroke-opacity="0.2" stroke-width="12"/>'
    details += '<path d="M300 500 L380 450 M900 500 L820 450" stroke="#000" stroke-opacity="0.12" stroke-width="6"/>'
  } else {
    details +=
      o.view === 'front'
        ? `<path d="M440 300 Q600 180 760 300 Q700 420 600 430 Q500 420 440 300Z" fill="${o.color}"/>` +
          '<path d="M440 300 Q600 180 760 300 Q700 420 600 430 Q500 420 440 300Z" fill="#000" opacity="0.18"/>' +
          '<path d="M560 420 L552 560 M640 420 L648 560" stroke="#f4efe6" stroke-width="8" stroke-linecap="round"/>' +
          '<path d="M440 760 L760 760 L800 900 L400 900Z" fill="#000" opacity="0.12"/>'
        : `<path d="M430 305 Q600 120 770 305 Q600 470 430 305Z" fill="${o.color}"/>` +
          '<path d="M430 305 Q600 120 770 305 Q600 470 430 305Z" fill="#000" opacity="0.16"/>'
    details += '<path d="M190 900 L280 915 M920 915 L1010 900" stroke="#000" stroke-opacity="0.2" stroke-width="18"/>'
  }
  const print =
    o.view === 'front'
      ? emblem(720, o.kind === 'tee' ? 440 : 560, 46, o.ink, o.color)
      : emblem(600, 540, 100, o.ink, o.color) +
        `<text x="600" y="725" text-anchor="middle" font-family="${SERIF}" font-weight="bold" font-size="62" fill="${o.ink}">${escapeXml('VANLIFE')}</text>` +
        `<text x="600" y="795" text-anchor="middle" font-family="${SERIF}" font-weight="bold" font-size="62" fill="${o.ink}">${escapeXml('VOICES')}</text>` +
        `<text x="600" y="850" text-anchor="middle" font-family="${SANS}" font-size="20" letter-spacing="4" fill="${o.ink}">STORIES FROM THE ROAD</text>`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200" viewBox="0 0 1200 1200">` +
    `<rect width="1200" height="1200" fill="${o.background}"/>` +
    `<circle cx="600" cy="600" r="520" fill="#fff" opacity="0.35"/>` +
    shadow +
    `<path d="${shape}" fill="${o.color}"/>` +
    details +
    print +
    '</svg>'
  )
}
