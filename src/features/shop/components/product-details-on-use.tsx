'use client'

import { hydrateOnUse } from '@/components/site/hydrate-on-use'

/**
 * Product Details, rendered on the server as always (closed), whose code (Radix Accordion) loads
 * when the pointer comes over it or focus enters it; a click or key press that opens it before
 * the code is there is held and replayed (see hydrateOnUse).
 */
export const ProductDetailsOnUse = hydrateOnUse<{ paragraphs: readonly string[] }>(
  '[data-product-details]',
  () => import('./product-details-accordion').then((module) => module.ProductDetailsAccordion),
  { holdClicks: true },
)
