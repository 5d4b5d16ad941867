/**
 * Product art of the two sponsors, drawn in code like the site's other illustrations and
 * deterministic (the same call always gives the same SVG): Vunked's van electrical system as a
 * cutaway of a high-roof van, and Trelino's composting toilet cut away in a van bathroom.
 */
import { createRng, r1 } from './random'

export type ProductArt = 'vunked-electrics' | 'trelino-toilet'

export const PRODUCT_ART_SIZE: Record<ProductArt, { width: number; height: number }> = {
  'vunked-electrics': { width: 1600, height: 1000 },
  'trelino-toilet': { width: 1200, height: 1200 },
}

/** What each picture shows, for its alt text. */
export const PRODUCT_ART_ALT: Record<ProductArt, string> = {
  'vunked-electrics':
    'Illustration of a Vunked van electrical system in a van cut open from the side: three solar panels on the roof feed an MPPT charge controller under the bed, which charges a Vunked lithium battery; beside it an inverter powers the galley socket and a DC-DC charger refills the battery from the alternator, wired in red and black; a battery monitor over the bench shows 86%. Numbered pins 1 to 6 mark the parts.',
  'trelino-toilet':
    'Illustration of a Trelino composting toilet in a van bathroom, its side cut away: under the wooden seat the urine-diverting insert drains into the liquids bottle at the front, the solids bin of coco coir sits at the back, and a ribbed vent hose runs from the toilet up to the fan vent in the wall; a bag of coco coir stands beside it.',
}

const SANS = 'DejaVu Sans, Helvetica, Arial, sans-serif'

/**
 * The parts of the electrical system, in the order of the numbered pins on the picture (the page's
 * spec table lists the same numbers).
 */
export const ELECTRICS_PARTS: ReadonlyArray<{ part: string; spec: string }> = [
  { part: 'Solar panels', spec: '3 × 200 W on the roof rack' },
  { part: 'MPPT charge controller', spec: '50 A, tracks the panels’ best voltage' },
  { part: 'Lithium battery', spec: '12 V 280 Ah LiFePO4, self-heating' },
  { part: 'Inverter', spec: '2,000 W pure sine wave' },
  { part: 'DC-DC charger', spec: '30 A from the alternator' },
  { part: 'Battery monitor', spec: 'Shunt-based, with the app' },
]

const open = (art: ProductArt): string => {
  const { width, height } = PRODUCT_ART_SIZE[art]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`
}

/** A red and a black cable side by side along `points` (offset by `gap`, perpendicular to each run). */
function cablePair(points: ReadonlyArray<[number, number]>, gap = 9, width = 6): string {
  const path = (dx: number, dy: number) =>
    points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${r1(x + dx)} ${r1(y + dy)}`).join(' ')
  const vertical = points.length > 1 && points[0][0] === points[1][0]
  const [dx, dy] = vertical ? [gap, 0] : [0, gap]
  const attrs = `fill="none" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`
  return `<path d="${path(0, 0)}" stroke="#dc2626" ${attrs}/><path d="${path(dx, dy)}" stroke="#111827" ${attrs}/>`
}

/** A numbered amber pin with a leader line to the part it names. */
function pin(n: number, x: number, y: number, toX: number, toY: number): string {
  return (
    `<line x1="${x}" y1="${y}" x2="${toX}" y2="${toY}" stroke="#fbbf24" stroke-width="4"/>` +
    `<circle cx="${toX}" cy="${toY}" r="7" fill="#fbbf24" stroke="#111827" stroke-width="2.5"/>` +
    `<circle cx="${x}" cy="${y}" r="27" fill="#f59e0b" stroke="#fff" stroke-width="4"/>` +
    `<text x="${x}" y="${y + 10}" text-anchor="middle" font-family="${SANS}" font-weight="bold" font-size="28" fill="#111827">${n}</text>`
  )
}

/** A solar panel's top face seen from slightly above: a parallelogram with its cells. */
function solarPanel(x0: number): string {
  const w = 290
  const skew = 24
  const top = 234
  const bottom = 282
  const at = (u: number, v: number): string => `${r1(x0 + u * w + (1 - v) * skew)} ${r1(top + v * (bottom - top))}`
  let cells = ''
  for (let i = 1; i < 8; i++)
    cells += `<path d="M${at(i / 8, 0)} L${at(i / 8, 1)}" stroke="#93c5fd" stroke-opacity="0.35" stroke-width="1.5"/>`
  cells += `<path d="M${at(0, 0.5)} L${at(1, 0.5)}" stroke="#93c5fd" stroke-opacity="0.35" stroke-width="1.5"/>`
  return (
    `<path d="M${at(0, 1)} L${at(1, 1)} L${at(1, 1)} l0 7 L${r1(x0)} ${bottom + 7}Z" fill="#94a3b8"/>` +
    `<path d="M${at(0, 0)} L${at(1, 0)} L${at(1, 1)} L${at(0, 1)}Z" fill="url(#panel)" stroke="#e2e8f0" stroke-width="3.5" stroke-linejoin="round"/>` +
    cells +
    `<path d="M${at(0.18, 0)} L${at(0.34, 0)} L${at(0.22, 1)} L${at(0.06, 1)}Z" fill="#fff" opacity="0.12"/>`
  )
}

/**
 * Vunked's system (1600×1000): a high-roof van cut open from the side on a dark ground. Three
 * solar panels on the roof rack under the sun; under the bed the MPPT controller, busbars and
 * fuses, the lithium battery, the inverter and the DC-DC charger, wired in red and black; the
 * alternator's cable in a conduit along the floor from the engine bay; the inverter's socket over
 * the galley; the battery monitor over the bench. Numbered pins name the parts (ELECTRICS_PARTS).
 */
export function vanElectricsSvg(): string {
  const defs =
    '<defs>' +
    '<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e293b"/><stop offset="1" stop-color="#0f172a"/></linearGradient>' +
    '<pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0 L0 0 L0 40" fill="none" stroke="#fff" stroke-opacity="0.05" stroke-width="1.5"/></pattern>' +
    '<radialGradient id="sunglow"><stop offset="0" stop-color="#fde68a" stop-opacity="0.8"/><stop offset="0.4" stop-color="#f59e0b" stop-opacity="0.25"/><stop offset="1" stop-color="#f59e0b" stop-opacity="0"/></radialGradient>' +
    '<linearGradient id="panel" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d4ed8"/><stop offset="1" stop-color="#172554"/></linearGradient>' +
    '<linearGradient id="body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f8fafc"/><stop offset="1" stop-color="#cbd5e1"/></linearGradient>' +
    '<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3e6cb"/><stop offset="1" stop-color="#e2c9a0"/></linearGradient>' +
    '<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#bae6fd"/><stop offset="1" stop-color="#7dd3fc"/></linearGradient>' +
    '<linearGradient id="view" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7dd3fc"/><stop offset="1" stop-color="#fef3c7"/></linearGradient>' +
    '<linearGradient id="battery" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#334155"/><stop offset="1" stop-color="#1e293b"/></linearGradient>' +
    '<radialGradient id="lamp" cx="0.5" cy="0"><stop offset="0" stop-color="#fff7d6" stop-opacity="0.75"/><stop offset="1" stop-color="#fff7d6" stop-opacity="0"/></radialGradient>' +
    '<clipPath id="cut"><rect x="185" y="335" width="955" height="430" rx="18"/></clipPath>' +
    '<clipPath id="bay"><rect x="1322" y="628" width="122" height="134" rx="14"/></clipPath>' +
    '</defs>'

  const sky =
    '<rect width="1600" height="1000" fill="url(#bg)"/><rect width="1600" height="1000" fill="url(#grid)"/>' +
    '<circle cx="1430" cy="130" r="230" fill="url(#sunglow)"/><circle cx="1430" cy="130" r="58" fill="#fbbf24"/>' +
    [560, 800, 1040]
      .map(
        (x) =>
          `<path d="M1380 165 Q${x + 200} 160 ${x} 224" fill="none" stroke="#fbbf24" stroke-width="3" stroke-dasharray="4 14" stroke-linecap="round" opacity="0.7"/>`,
      )
      .join('') +
    '<rect y="872" width="1600" height="128" fill="#0b1120"/><rect y="870" width="1600" height="4" fill="#334155"/>' +
    '<ellipse cx="805" cy="876" rx="720" ry="22" fill="#000" opacity="0.45"/>'

  const body =
    '<path d="M150 790 L150 340 Q150 300 190 300 L1150 300 Q1195 300 1215 330 L1325 520 Q1338 540 1365 548 L1430 566 Q1465 578 1465 620 L1465 772 Q1465 790 1447 790Z" fill="url(#body)"/>' +
    '<path d="M150 716 L1465 716 L1465 772 Q1465 790 1447 790 L150 790Z" fill="#0f172a" opacity="0.14"/>' +
    '<path d="M1172 338 L1208 338 Q1220 338 1228 352 L1300 506 L1172 506Z" fill="url(#glass)" stroke="#334155" stroke-width="6" stroke-linejoin="round"/>' +
    '<path d="M1185 506 L1185 430 Q1185 400 1215 405 L1232 410 Q1246 414 1244 440 L1238 506Z" fill="#334155" opacity="0.75"/>' +
    '<line x1="1160" y1="318" x2="1160" y2="780" stroke="#94a3b8" stroke-width="3"/>' +
    '<rect x="1440" y="592" width="26" height="30" rx="6" fill="#fde68a"/><rect x="1446" y="628" width="20" height="12" rx="3" fill="#f59e0b"/>' +
    '<rect x="150" y="560" width="12" height="64" rx="3" fill="#dc2626"/>' +
    '<rect x="138" y="744" width="34" height="48" rx="8" fill="#1f2937"/><rect x="1444" y="736" width="40" height="54" rx="8" fill="#1f2937"/>' +
    '<path d="M304 792 A96 96 0 0 1 496 792Z" fill="#020617"/><path d="M1144 792 A96 96 0 0 1 1336 792Z" fill="#020617"/>' +
    [400, 1240]
      .map(
        (cx) =>
          `<circle cx="${cx}" cy="800" r="74" fill="#111827"/><circle cx="${cx}" cy="800" r="40" fill="#cbd5e1"/>` +
          `<circle cx="${cx}" cy="800" r="14" fill="#64748b"/>` +
          [0, 72, 144, 216, 288]
            .map((a) => {
              const rad = (a * Math.PI) / 180
              return `<circle cx="${r1(cx + Math.cos(rad) * 26)}" cy="${r1(800 + Math.sin(rad) * 26)}" r="4" fill="#475569"/>`
            })
            .join(''),
      )
      .join('')

  const roof =
    '<rect x="200" y="288" width="945" height="9" rx="3" fill="#475569"/>' +
    [230, 520, 810, 1100].map((x) => `<rect x="${x}" y="282" width="10" height="14" fill="#475569"/>`).join('') +
    [215, 520, 825].map(solarPanel).join('') +
    '<path d="M236 300 Q254 284 272 300Z" fill="#64748b"/>'

  // The interior, clipped to the cutaway.
  let planks = ''
  for (let x = 240; x < 1140; x += 64)
    planks += `<line x1="${x}" y1="365" x2="${x}" y2="760" stroke="#c9a878" stroke-opacity="0.45" stroke-width="2"/>`
  const lamps = [330, 560, 790, 1010]
    .map(
      (x) =>
        `<path d="M${x - 18} 366 L${x + 18} 366 L${x + 90} 560 L${x - 90} 560Z" fill="url(#lamp)" opacity="0.55"/><rect x="${x - 16}" y="362" width="32" height="7" rx="3" fill="#fff7d6"/>`,
    )
    .join('')
  const interior =
    '<g clip-path="url(#cut)">' +
    '<rect x="185" y="335" width="955" height="430" fill="url(#wall)"/>' +
    planks +
    '<rect x="185" y="335" width="955" height="30" fill="#b98a5a"/>' +
    '<rect x="185" y="362" width="955" height="4" fill="#8a6240"/>' +
    // window over the galley, with a mountain view
    '<rect x="640" y="398" width="240" height="108" rx="26" fill="url(#view)" stroke="#1f2937" stroke-width="9"/>' +
    '<path d="M650 496 L705 440 L735 468 L776 424 L822 470 L870 448 L870 498 L650 498Z" fill="#64748b" opacity="0.7"/>' +
    // the solar cable down the rear wall (behind the bed)
    cablePair([
      [250, 300],
      [250, 560],
    ]) +
    // the inverter's 120 V cable to the galley socket (behind the counter)
    '<path d="M548 590 L700 590 L700 552" fill="none" stroke="#475569" stroke-width="5" stroke-linejoin="round"/>' +
    // the monitor's cable down the wall
    '<path d="M1010 500 L1010 640 L560 640" fill="none" stroke="#64748b" stroke-width="3"/>' +
    lamps +
    // bed: platform, mattress, blanket, pillows
    '<rect x="185" y="519" width="380" height="14" fill="#a8743f"/>' +
    '<rect x="190" y="472" width="372" height="50" rx="18" fill="#f8f4ec"/>' +
    '<path d="M330 470 Q420 462 562 474 L562 512 Q540 530 480 526 L330 524Z" fill="#d8824f"/>' +
    '<path d="M330 470 L330 524" stroke="#b8643a" stroke-width="4"/>' +
    '<rect x="200" y="448" width="100" height="32" rx="14" fill="#e9dcc3"/>' +
    // under the bed: the electrical bay in shade
    '<rect x="185" y="533" width="380" height="232" fill="#000" opacity="0.12"/>' +
    '<rect x="556" y="519" width="12" height="246" fill="#8a6240"/>' +
    // MPPT charge controller
    '<rect x="210" y="556" width="92" height="70" rx="8" fill="#1d4ed8"/>' +
    '<rect x="224" y="566" width="64" height="26" rx="3" fill="#0f172a"/>' +
    `<text x="256" y="585" text-anchor="middle" font-family="${SANS}" font-size="15" font-weight="bold" fill="#86efac">14.2V</text>` +
    '<path d="M222 604 L290 604 M222 612 L290 612" stroke="#93c5fd" stroke-width="2.5"/>' +
    // busbars and fuses
    '<rect x="318" y="552" width="84" height="72" rx="6" fill="#374151"/>' +
    '<rect x="326" y="562" width="68" height="9" rx="2" fill="#c2703d"/><rect x="326" y="604" width="68" height="9" rx="2" fill="#c2703d"/>' +
    [332, 348, 364, 380].map((x) => `<rect x="${x}" y="576" width="10" height="22" rx="2" fill="#ef4444"/>`).join('') +
    // cables in the bay
    cablePair([
      [302, 590],
      [318, 590],
    ]) +
    cablePair(
      [
        [396, 624],
        [396, 634],
        [372, 634],
      ],
      -10,
    ) +
    cablePair([
      [402, 566],
      [422, 566],
    ]) +
    cablePair([
      [410, 612],
      [410, 700],
      [432, 700],
    ]) +
    // lithium battery (Vunked)
    '<rect x="205" y="646" width="192" height="108" rx="10" fill="url(#battery)"/>' +
    '<rect x="205" y="646" width="192" height="18" rx="8" fill="#0f172a"/>' +
    '<rect x="226" y="636" width="20" height="12" rx="3" fill="#111827"/><rect x="356" y="636" width="20" height="12" rx="3" fill="#dc2626"/>' +
    '<rect x="205" y="676" width="192" height="6" fill="#f59e0b"/>' +
    '<path d="M232 692 L220 714 L229 714 L224 732 L240 706 L231 706 L236 692Z" fill="#fbbf24"/>' +
    `<text x="250" y="712" font-family="${SANS}" font-size="22" font-weight="bold" fill="#fff">VUNKED</text>` +
    `<text x="250" y="732" font-family="${SANS}" font-size="11.5" fill="#cbd5e1">LiFePO4 · 12.8V 280Ah</text>` +
    [0, 1, 2, 3]
      .map((i) => `<rect x="${346 + i * 10}" y="738" width="7" height="8" rx="1.5" fill="#4ade80"/>`)
      .join('') +
    // inverter
    '<rect x="422" y="550" width="124" height="106" rx="8" fill="#27303f"/>' +
    [436, 450, 464, 478, 492, 506, 520, 534]
      .map((x) => `<line x1="${x}" y1="560" x2="${x}" y2="612" stroke="#475569" stroke-width="4"/>`)
      .join('') +
    '<rect x="432" y="620" width="104" height="28" rx="4" fill="#111827"/>' +
    `<text x="476" y="640" text-anchor="middle" font-family="${SANS}" font-size="14" font-weight="bold" fill="#f8fafc">2000W</text>` +
    '<circle cx="522" cy="634" r="5" fill="#4ade80"/>' +
    // DC-DC charger
    '<rect x="432" y="680" width="114" height="66" rx="8" fill="#cbd5e1"/>' +
    [444, 456, 468, 480, 492, 504, 516, 528]
      .map((x) => `<line x1="${x}" y1="688" x2="${x}" y2="716" stroke="#94a3b8" stroke-width="4"/>`)
      .join('') +
    '<rect x="444" y="724" width="90" height="14" rx="3" fill="#1d4ed8"/>' +
    // galley: cabinets, fridge, counter, sink, socket, plant
    '<rect x="580" y="592" width="340" height="172" fill="#c79a63"/>' +
    '<rect x="592" y="606" width="96" height="146" rx="5" fill="#d4a872" stroke="#a8743f" stroke-width="3"/>' +
    '<rect x="698" y="606" width="96" height="146" rx="5" fill="#d4a872" stroke="#a8743f" stroke-width="3"/>' +
    '<rect x="672" y="668" width="8" height="26" rx="3" fill="#6b4a2c"/><rect x="708" y="668" width="8" height="26" rx="3" fill="#6b4a2c"/>' +
    '<rect x="806" y="604" width="104" height="150" rx="8" fill="#e2e8f0"/><rect x="806" y="650" width="104" height="4" fill="#94a3b8"/>' +
    '<rect x="892" y="614" width="7" height="30" rx="3" fill="#64748b"/><rect x="892" y="662" width="7" height="40" rx="3" fill="#64748b"/>' +
    '<rect x="574" y="578" width="352" height="16" rx="4" fill="#a8743f"/>' +
    '<path d="M618 578 L700 578 L694 586 L624 586Z" fill="#475569"/>' +
    '<path d="M646 578 L646 540 Q646 528 660 528 L676 528" fill="none" stroke="#cbd5e1" stroke-width="7" stroke-linecap="round"/>' +
    '<rect x="688" y="530" width="26" height="24" rx="5" fill="#f8fafc" stroke="#94a3b8" stroke-width="2"/>' +
    '<circle cx="697" cy="542" r="2.5" fill="#334155"/><circle cx="705" cy="542" r="2.5" fill="#334155"/>' +
    '<path d="M856 578 L862 546 L894 546 L900 578Z" fill="#c2703d"/>' +
    '<path d="M878 548 Q860 520 846 516 Q866 512 878 536 Q884 506 904 500 Q892 520 882 548Z" fill="#4f7d5d"/>' +
    // dinette bench and the battery monitor
    '<rect x="940" y="640" width="200" height="124" fill="#a8743f"/>' +
    '<rect x="934" y="616" width="212" height="30" rx="12" fill="#5d7d9a"/>' +
    '<rect x="1100" y="520" width="40" height="104" rx="12" fill="#4f6d89"/>' +
    '<rect x="972" y="436" width="76" height="64" rx="12" fill="#111827"/>' +
    '<circle cx="1010" cy="468" r="22" fill="none" stroke="#334155" stroke-width="6"/>' +
    '<path d="M1010 446 A22 22 0 1 1 988 468" fill="none" stroke="#4ade80" stroke-width="6" stroke-linecap="round"/>' +
    `<text x="1010" y="474" text-anchor="middle" font-family="${SANS}" font-size="14" font-weight="bold" fill="#f8fafc">86%</text>` +
    // the alternator's cable in its conduit along the floor
    cablePair([
      [546, 714],
      [566, 714],
      [566, 748],
      [1140, 748],
    ]) +
    '<path d="M580 752 L1140 752" stroke="#374151" stroke-width="18" stroke-linecap="round"/>' +
    '<path d="M580 752 L1140 752" stroke="#4b5563" stroke-width="18" stroke-dasharray="4 8"/>' +
    '<rect x="185" y="758" width="955" height="10" fill="#6b4a2c"/>' +
    '</g>' +
    '<rect x="185" y="335" width="955" height="430" rx="18" fill="none" stroke="#94a3b8" stroke-width="6"/>'

  const engineBay =
    '<g clip-path="url(#bay)">' +
    '<rect x="1322" y="628" width="122" height="134" fill="#1f2937"/>' +
    '<rect x="1336" y="682" width="64" height="62" rx="6" fill="#0b0f16"/><rect x="1344" y="674" width="12" height="10" rx="2" fill="#dc2626"/>' +
    '<circle cx="1418" cy="662" r="20" fill="#9ca3af"/><circle cx="1418" cy="662" r="8" fill="#4b5563"/>' +
    cablePair([
      [1350, 674],
      [1350, 656],
      [1322, 656],
    ]) +
    '</g>' +
    '<rect x="1322" y="628" width="122" height="134" rx="14" fill="none" stroke="#94a3b8" stroke-width="5"/>' +
    '<path d="M1140 752 L1180 752 Q1200 752 1220 740 L1300 680 Q1312 672 1322 668" fill="none" stroke="#374151" stroke-width="12" stroke-dasharray="10 8" opacity="0.7"/>'

  const pins =
    pin(1, 430, 160, 400, 238) +
    pin(2, 110, 520, 212, 578) +
    pin(3, 110, 690, 206, 700) +
    pin(4, 600, 470, 540, 556) +
    pin(5, 620, 840, 530, 744) +
    pin(6, 1080, 420, 1046, 446)

  return open('vunked-electrics') + defs + sky + body + roof + interior + engineBay + pins + '</svg>'
}

/** Coco coir: short fibres over a brown fill, placed by a seeded generator. */
function coir(x0: number, x1: number, y0: number, y1: number, seed: number): string {
  const rng = createRng(seed)
  let fibres = ''
  for (let i = 0; i < 90; i++) {
    const x = rng.range(x0 + 4, x1 - 4)
    const y = rng.range(y0 + 8, y1 - 4)
    const a = rng.range(-0.9, 0.9)
    const len = rng.range(7, 16)
    const color = rng.pick(['#5b3920', '#9c6b43', '#6e4528', '#b07f52'])
    fibres += `<line x1="${r1(x)}" y1="${r1(y)}" x2="${r1(x + Math.cos(a) * len)}" y2="${r1(y + Math.sin(a) * len)}" stroke="${color}" stroke-width="2.2" stroke-linecap="round"/>`
  }
  return fibres
}

/**
 * Trelino's toilet (1200×1200) in a van bathroom: a pine-panelled wall with a rounded van window
 * onto a forest, a shelf with a trailing plant, and the toilet in side view, its side cut away to
 * show the urine-diverting insert draining into the liquids bottle at the front and the solids
 * bin of coco coir at the back; a ribbed vent hose from the back of the toilet up to the 12 V fan
 * vent in the wall, air leaving outwards; a bag of coco coir on the slatted floor.
 */
export function compostingToiletSvg(): string {
  const defs =
    '<defs>' +
    '<linearGradient id="tsky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe8f0"/><stop offset="1" stop-color="#f6efd9"/></linearGradient>' +
    '<radialGradient id="tlight" cx="0.76" cy="0.22" r="0.7"><stop offset="0" stop-color="#fffaf0" stop-opacity="0.55"/><stop offset="1" stop-color="#fffaf0" stop-opacity="0"/></radialGradient>' +
    '<linearGradient id="tbody" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#e9e2d4"/><stop offset="0.35" stop-color="#f8f4ec"/><stop offset="1" stop-color="#ddd4c3"/></linearGradient>' +
    '<linearGradient id="tseat" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d4a26a"/><stop offset="1" stop-color="#a8743f"/></linearGradient>' +
    '<linearGradient id="tfloor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b9834f"/><stop offset="1" stop-color="#8a5a33"/></linearGradient>' +
    '<linearGradient id="tinside" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2e251e"/><stop offset="1" stop-color="#4a3b2e"/></linearGradient>' +
    '<clipPath id="tcut"><rect x="430" y="690" width="340" height="246" rx="26"/></clipPath>' +
    '<clipPath id="twin"><rect x="720" y="150" width="380" height="270" rx="52"/></clipPath>' +
    '</defs>'

  let wall = ''
  for (let i = 0; i < 12; i++) {
    wall += `<rect x="${i * 100}" y="0" width="100" height="1000" fill="${i % 3 === 1 ? '#e5cfa9' : i % 3 === 2 ? '#ecd9b8' : '#e8d4b0'}"/>`
    wall += `<line x1="${i * 100}" y1="0" x2="${i * 100}" y2="1000" stroke="#c9ad84" stroke-width="3"/>`
  }
  wall +=
    '<path d="M0 0 L1200 0 L1200 70 Q600 18 0 70Z" fill="#c99f6b"/><path d="M0 70 Q600 18 1200 70" fill="none" stroke="#a8743f" stroke-width="5"/>' +
    '<rect width="1200" height="1000" fill="url(#tlight)"/>'

  const trees = [
    [760, 330, 70],
    [820, 300, 110],
    [880, 340, 60],
    [930, 290, 120],
    [1000, 320, 90],
    [1060, 305, 110],
  ]
    .map(
      ([x, y, h], i) =>
        `<path d="M${x} ${y - h} L${x + h * 0.32} ${y + 90} L${x - h * 0.32} ${y + 90}Z" fill="${i % 2 ? '#2f6b4f' : '#4f7d5d'}"/>`,
    )
    .join('')
  const window =
    '<g clip-path="url(#twin)"><rect x="720" y="150" width="380" height="270" fill="url(#tsky)"/>' +
    '<circle cx="1010" cy="215" r="34" fill="#fff7d6"/>' +
    '<path d="M720 360 Q820 320 920 350 Q1010 322 1100 346 L1100 420 L720 420Z" fill="#9dbf9a"/>' +
    trees +
    '</g>' +
    '<rect x="720" y="150" width="380" height="270" rx="52" fill="none" stroke="#2b2b2b" stroke-width="18"/>' +
    '<rect x="690" y="124" width="440" height="8" rx="4" fill="#6b4a2c"/>' +
    '<path d="M694 132 L770 132 Q760 260 776 420 L700 420 Q690 270 694 132Z" fill="#c9b27c"/>' +
    '<path d="M716 140 Q708 280 718 416 M744 140 Q738 280 748 416" stroke="#a8915c" stroke-width="4" fill="none"/>'

  const shelf =
    '<rect x="740" y="470" width="350" height="16" rx="4" fill="#a8743f"/>' +
    '<path d="M770 486 L770 520 L800 486Z M1040 486 L1040 520 L1070 486Z" fill="#8a6240"/>' +
    '<path d="M782 410 L846 410 L838 470 L790 470Z" fill="#c2703d"/><rect x="778" y="404" width="72" height="12" rx="4" fill="#d8824f"/>' +
    '<path d="M800 408 Q770 470 786 560 M820 408 Q840 480 826 590 M838 408 Q880 440 880 520" fill="none" stroke="#3f6b4b" stroke-width="4"/>' +
    [
      [786, 470],
      [782, 520],
      [790, 556],
      [830, 500],
      [824, 548],
      [828, 586],
      [872, 470],
      [880, 516],
      [808, 398],
      [834, 390],
    ]
      .map(
        ([x, y], i) =>
          `<ellipse cx="${x}" cy="${y}" rx="14" ry="9" transform="rotate(${i % 2 ? 35 : -30} ${x} ${y})" fill="${i % 3 ? '#5b9a68' : '#3f7a50'}"/>`,
      )
      .join('') +
    '<rect x="920" y="426" width="48" height="44" rx="8" fill="#f6d59a" opacity="0.85"/><rect x="916" y="418" width="56" height="12" rx="3" fill="#6b4a2c"/>' +
    '<rect x="994" y="438" width="70" height="32" rx="14" fill="#7fa7a3"/><path d="M1000 448 L1058 448" stroke="#5d8c88" stroke-width="4"/>'

  const vent =
    '<circle cx="220" cy="250" r="78" fill="#f3efe6" stroke="#cfc7b6" stroke-width="6"/>' +
    '<circle cx="220" cy="250" r="56" fill="#3a3a3a"/>' +
    [214, 232, 250, 268, 286]
      .map((y) => `<rect x="170" y="${y - 4}" width="100" height="8" rx="4" fill="#d9d3c5"/>`)
      .join('') +
    [
      [100, 180, 60, 150],
      [94, 230, 48, 216],
      [100, 290, 56, 300],
    ]
      .map(
        ([x1, y1, x2, y2]) =>
          `<path d="M${x1} ${y1} Q${(x1 + x2) / 2 - 10} ${(y1 + y2) / 2 - 14} ${x2} ${y2}" fill="none" stroke="#7fa7a3" stroke-width="6" stroke-linecap="round" opacity="0.85"/>` +
          `<circle cx="${x2}" cy="${y2}" r="6" fill="#7fa7a3" opacity="0.85"/>`,
      )
      .join('') +
    '<rect x="206" y="318" width="28" height="24" rx="6" fill="#6b7280"/>'
  const hosePath = 'M220 336 L220 640 Q220 722 300 722 L372 722'
  const hose =
    `<path d="${hosePath}" fill="none" stroke="#9ca3af" stroke-width="36" stroke-linejoin="round"/>` +
    `<path d="${hosePath}" fill="none" stroke="#6b7280" stroke-width="36" stroke-dasharray="5 11" stroke-linejoin="round"/>` +
    '<path d="M210 340 L210 636 Q210 708 290 712" fill="none" stroke="#fff" stroke-opacity="0.3" stroke-width="6"/>' +
    '<rect x="362" y="700" width="24" height="44" rx="6" fill="#4b5563"/>'

  const floor =
    '<rect x="0" y="988" width="1200" height="16" fill="#a8743f"/>' +
    '<rect x="0" y="1004" width="1200" height="196" fill="url(#tfloor)"/>' +
    [1034, 1070, 1112, 1160]
      .map((y) => `<rect x="0" y="${y}" width="1200" height="5" fill="#6e4528" opacity="0.55"/>`)
      .join('')

  const bag =
    '<ellipse cx="205" cy="1006" rx="110" ry="12" fill="#000" opacity="0.18"/>' +
    '<path d="M116 1004 L126 832 L284 832 L296 1004Z" fill="#c8a36b"/>' +
    '<path d="M126 832 L136 806 L274 806 L284 832Z" fill="#b48d55"/>' +
    '<rect x="142" y="880" width="126" height="74" rx="8" fill="#f3efe6"/>' +
    `<text x="205" y="912" text-anchor="middle" font-family="${SANS}" font-weight="bold" font-size="19" fill="#2f6b4f">COCO</text>` +
    `<text x="205" y="938" text-anchor="middle" font-family="${SANS}" font-weight="bold" font-size="19" fill="#2f6b4f">COIR</text>` +
    '<path d="M250 818 L318 700" stroke="#8a6240" stroke-width="9" stroke-linecap="round"/><path d="M306 722 Q338 684 330 664 Q300 676 296 712Z" fill="#d4a26a"/>'

  const paper =
    '<rect x="944" y="618" width="70" height="10" rx="4" fill="#94a3b8"/><rect x="1006" y="610" width="10" height="26" rx="3" fill="#94a3b8"/>' +
    '<rect x="930" y="628" width="84" height="72" rx="30" fill="#fbfaf6"/><ellipse cx="972" cy="664" rx="14" ry="14" fill="#e5e1d8"/>' +
    '<path d="M932 676 L932 744 Q942 752 952 744 L952 690" fill="#fbfaf6"/>'

  const toilet =
    '<ellipse cx="600" cy="1004" rx="270" ry="18" fill="#000" opacity="0.22"/>' +
    '<rect x="380" y="640" width="440" height="362" rx="46" fill="url(#tbody)"/>' +
    '<path d="M380 948 L820 948 L820 956 Q820 1002 774 1002 L426 1002 Q380 1002 380 956Z" fill="#2f6b4f"/>' +
    `<text x="600" y="985" text-anchor="middle" font-family="${SANS}" font-weight="bold" font-size="24" letter-spacing="8" fill="#f3efe6">TRELINO</text>` +
    // the cutaway
    '<g clip-path="url(#tcut)">' +
    '<rect x="430" y="690" width="340" height="246" fill="url(#tinside)"/>' +
    // solids bin with liner and coir
    '<rect x="448" y="742" width="168" height="184" rx="14" fill="#7c8f7a"/>' +
    '<path d="M440 730 L624 730 L620 752 L444 752Z" fill="#efe6cf"/>' +
    '<path d="M452 800 Q480 786 510 798 Q540 784 572 796 Q596 788 612 800 L612 918 Q612 924 604 924 L460 924 Q452 924 452 918Z" fill="#7a4e2d"/>' +
    coir(452, 612, 790, 924, 7207) +
    // the bowl over the bin
    '<path d="M456 690 L628 690 L612 734 L472 734Z" fill="#d9d3c5"/><path d="M472 734 L612 734" stroke="#b8b1a2" stroke-width="4"/>' +
    // urine-diverting insert, its spout and the liquids bottle
    '<path d="M632 690 L770 690 L770 700 Q742 712 720 754 L706 754 Q690 712 632 700Z" fill="#e8e3d8"/>' +
    '<rect x="704" y="750" width="18" height="34" fill="#cfcabd"/>' +
    '<rect x="690" y="776" width="46" height="20" rx="4" fill="#2f6b4f"/>' +
    '<path d="M650 812 Q650 794 668 794 L752 794 Q766 794 766 812 L766 906 Q766 926 746 926 L670 926 Q650 926 650 906Z" fill="#f7f3ea" opacity="0.55" stroke="#e8e3d8" stroke-width="4"/>' +
    '<path d="M654 858 L762 858 L762 906 Q762 922 746 922 L670 922 Q654 922 654 906Z" fill="#f3d27a" opacity="0.6"/>' +
    [828, 848, 868, 888]
      .map((y) => `<line x1="752" y1="${y}" x2="762" y2="${y}" stroke="#b8b1a2" stroke-width="3"/>`)
      .join('') +
    '<rect x="430" y="926" width="340" height="10" fill="#1f1913"/>' +
    '</g>' +
    '<rect x="430" y="690" width="340" height="246" rx="26" fill="none" stroke="#d8cfbf" stroke-width="8"/>' +
    // latches, seat, lid, hinge
    '<rect x="390" y="694" width="22" height="44" rx="6" fill="#b8bfc8"/><rect x="788" y="694" width="22" height="44" rx="6" fill="#b8bfc8"/>' +
    '<rect x="364" y="616" width="472" height="30" rx="14" fill="url(#tseat)"/>' +
    '<rect x="372" y="588" width="462" height="30" rx="15" fill="url(#tseat)"/>' +
    '<path d="M390 592 L820 592" stroke="#e6bd86" stroke-width="4" stroke-linecap="round"/>' +
    '<rect x="372" y="612" width="34" height="12" rx="6" fill="#9ca3af"/>'

  return open('trelino-toilet') + defs + wall + window + shelf + vent + hose + floor + paper + bag + toilet + '</svg>'
}

export const PRODUCT_ARTS: readonly ProductArt[] = ['vunked-electrics', 'trelino-toilet']

/** "vunked-electrics.svg": the file name a picture is served as (under /illustrations/products/). */
export const productArtFile = (art: ProductArt): string => `${art}.svg`

/** The picture a file name stands for, or null. */
export function productArtFromFile(file: string): ProductArt | null {
  return PRODUCT_ARTS.find((art) => productArtFile(art) === file) ?? null
}

/** The SVG of a product picture. */
export function productArtSvg(art: ProductArt): string {
  return art === 'vunked-electrics' ? vanElectricsSvg() : compostingToiletSvg()
}
