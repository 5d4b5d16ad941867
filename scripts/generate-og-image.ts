/**
 * Renders public/og-image.png (1200×630), the default social sharing image: a van on a road
 * at sunset with the site name. Deterministic; rerun after changing the design:
 *   npx tsx scripts/generate-og-image.ts
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import sharp from 'sharp'

import { sceneSvg } from '@/seed/images'

const WIDTH = 1200
const HEIGHT = 630
const SERIF = 'DejaVu Serif, Georgia, serif'
const SANS = 'DejaVu Sans, Helvetica, Arial, sans-serif'

const overlayDefs =
  '<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0">' +
  '<stop offset="0" stop-color="#1b0f2e" stop-opacity="0.55"/><stop offset="0.6" stop-color="#1b0f2e" stop-opacity="0.12"/>' +
  '<stop offset="1" stop-color="#1b0f2e" stop-opacity="0"/></linearGradient>'

const overlay =
  `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#shade)"/>` +
  `<rect x="72" y="92" width="262" height="38" rx="19" fill="#fff4e0" opacity="0.92"/>` +
  `<text x="203" y="117" text-anchor="middle" font-family="${SANS}" font-weight="bold" font-size="16" letter-spacing="2" fill="#6b3463">NEW EVERY THURSDAY</text>` +
  `<text x="70" y="222" font-family="${SERIF}" font-weight="bold" font-size="92" fill="#fff8ec">Vanlife Voices</text>` +
  `<text x="74" y="280" font-family="${SANS}" font-size="30" fill="#ffe3c4">Real stories and practical guides</text>` +
  `<text x="74" y="320" font-family="${SANS}" font-size="30" fill="#ffe3c4">from people who live on the road</text>`

const svg = sceneSvg({
  seed: 22,
  width: WIDTH,
  height: HEIGHT,
  palette: 'sunset',
  terrain: 'mountains',
  vehicle: 'van',
  vehicleColor: '#f4efe6',
  vehicleAt: 0.92,
  solar: true,
  overlay,
  overlayDefs,
})

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const target = path.join(root, 'public', 'og-image.png')
fs.mkdirSync(path.dirname(target), { recursive: true })
const png = await sharp(Buffer.from(svg)).removeAlpha().png({ compressionLevel: 9 }).toBuffer()
fs.writeFileSync(target, png)
console.log(`Wrote ${path.relative(root, target)} (${WIDTH}×${HEIGHT}, ${(png.length / 1024).toFixed(0)} KiB)`)
