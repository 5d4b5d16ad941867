import type { Metadata } from 'next'

import { calculatorMetadata, CalculatorPage } from '@/features/calculator/calculator-page'
import { getMetadataSite } from '@/features/site/queries'

/**
 * Served from the route cache like every public page; refreshed by tag when staff save the cost
 * data or a fuel price changes, at most every 5 min (SPEC §9). The inputs live in the address and
 * are read in the browser, so the page stays the same for every visitor.
 */
export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  return calculatorMetadata(await getMetadataSite())
}

/** /vanlife-cost-calculator (SPEC §2 "Cost calculator"; issue 13). */
export default function VanlifeCostCalculatorRoute() {
  return <CalculatorPage />
}
