/** Vunked's van electrical system: a cutaway of a high-roof van (deterministic SVG). */
import { r1 } from '../random'
import { open, SANS } from './shared'

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
