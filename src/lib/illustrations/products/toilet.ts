/** Trelino's composting toilet, cut away in a van bathroom (deterministic SVG). */
import { createRng, r1 } from '../random'
import { open, SANS } from './shared'

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
