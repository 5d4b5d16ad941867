import { CalculatorIcon } from 'lucide-react'
import Link from 'next/link'

import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { cn } from '@/lib/utils'

type Props = {
  headingLevel?: 'h2' | 'h3'
  /** "card" (default): stacked, for a sidebar or grid cell. "banner": a wide strip, text beside the button. */
  layout?: 'card' | 'banner'
  className?: string
}

const HEADING = 'Vanlife Cost of Living Calculator'
const TEXT =
  'Work out what life on the road really costs each month, by region and travel style: fuel, campsites, food, insurance and more.'

/** Promo for the cost calculator (badge NEW, button to /vanlife-cost-calculator). */
export function CalculatorPromoCard({ headingLevel = 'h2', layout = 'card', className }: Props) {
  const Heading = headingLevel
  if (layout === 'banner') {
    return (
      <Card
        variant="dark"
        className={cn('relative gap-5 p-6 md:flex-row md:items-center md:gap-8 md:p-8', className)}
        data-testid="calculator-promo"
      >
        <span className="hidden size-16 shrink-0 items-center justify-center rounded-full bg-cream/10 md:inline-flex">
          <CalculatorIcon className="size-8 text-burnt-light" aria-hidden="true" />
        </span>
        <div className="flex flex-1 flex-col gap-2">
          <Badge variant="primary">NEW</Badge>
          <Heading className="text-2xl leading-snug text-cream md:text-3xl">{HEADING}</Heading>
          <p className="text-sm leading-relaxed text-cream/85">{TEXT}</p>
        </div>
        <Button asChild variant="primary-onDark" size="lg" className="w-full shrink-0 md:w-fit">
          <Link href="/vanlife-cost-calculator">Get Started</Link>
        </Button>
      </Card>
    )
  }
  return (
    <Card variant="dark" className={cn('relative gap-4 p-6', className)}>
      <div className="flex items-center justify-between gap-3">
        <Badge variant="primary">NEW</Badge>
        <CalculatorIcon className="size-7 text-burnt-light" aria-hidden="true" />
      </div>
      <Heading className="text-2xl leading-snug text-cream md:text-3xl">{HEADING}</Heading>
      <p className="text-sm leading-relaxed text-cream/85">{TEXT}</p>
      <Button asChild variant="primary-onDark" className="w-full sm:w-fit">
        <Link href="/vanlife-cost-calculator">Get Started</Link>
      </Button>
    </Card>
  )
}
