import type { Metadata } from 'next'

import { Badge } from '@/components/ui/badge'
import { Container } from '@/components/ui/container'
import { buildMetadata, type MetadataSite } from '@/lib/metadata'

import { Calculator } from './components/calculator'
import { getFuelPrices } from './fuel-prices/queries'
import { getCalculatorRegions } from './queries'
import { CALCULATOR_PATH } from './schemas'

const TITLE = 'Vanlife Cost of Living Calculator'
const DESCRIPTION =
  'Work out what a month on the road costs in the USA or the UK: campsites, fuel at live prices, food, insurance and more, section by section.'

export function calculatorMetadata(site: MetadataSite): Metadata {
  return buildMetadata({ title: TITLE, description: DESCRIPTION, canonical: CALCULATOR_PATH }, site)
}

/** The calculator page: its heading, then the calculator on the regional data and fuel prices read now. */
export async function CalculatorPage() {
  const [regions, fuelPrices] = await Promise.all([getCalculatorRegions(), getFuelPrices()])
  return (
    <>
      <section className="border-b border-border bg-sand print:hidden">
        <Container className="py-12 md:py-16">
          <Badge variant="primary">NEW</Badge>
          <h1 className="mt-5 text-4xl leading-tight md:text-6xl">{TITLE}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-mocha-light">
            How much does vanlife really cost? Pick where you travel, adjust each section to the way you live on the
            road, and see your month and your year, line by line.
          </p>
        </Container>
      </section>
      <Container className="py-10 md:py-14">
        <Calculator regions={regions} fuelPrices={fuelPrices} />
      </Container>
    </>
  )
}
