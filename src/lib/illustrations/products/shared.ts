/** What the two product pictures share: their names, sizes, alt texts, the parts table and the SVG's opening tag. */
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

export const SANS = 'DejaVu Sans, Helvetica, Arial, sans-serif'

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

export const open = (art: ProductArt): string => {
  const { width, height } = PRODUCT_ART_SIZE[art]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`
}
