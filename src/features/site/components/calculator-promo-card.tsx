import { CalculatorIcon } from 'lucide-react'
import Link from 'next/link'

import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'

/** Promo card for the cost calculator (badge NEW, button to /vanlife-cost-calculator). */
export function CalculatorPromoCard({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel
  return (
    <Card variant="dark" className="relative gap-4 p-6">
      <div className="flex items-center justify-between gap-3">
        <Badge variant="primary">NEW</Badge>
        <CalculatorIcon className="size-7 text-burnt-light" aria-hidden="true" />
      </div>
      <Heading className="text-2xl leading-snug text-cream md:text-3xl">Vanlife Cost of Living Calculator</Heading>
      <p className="text-sm leading-relaxed text-cream/85">
        Work out what life on the road really costs each month, by region and travel style: fuel, campsites, food,
        insurance and more.
      </p>
      <Button asChild variant="primary-onDark" className="w-full sm:w-fit">
        <Link href="/vanlife-cost-calculator">Get Started</Link>
      </Button>
    </Card>
  )
}
