'use client'

import { NuqsAdapter } from 'nuqs/adapters/next/app'
import { type ReactNode, Suspense, useState } from 'react'

import { cn } from '@/lib/utils'

import type { FuelPriceView } from '../fuel-price-view'
import { findFuelPrice } from '../fuel-price-view'
import { useLiveFuelPrices } from '../live-prices/use-live-fuel-prices'
import { fuelPriceFor } from '../logic/formulas'
import { formatMoney } from '../logic/money'
import { currencyFor, type RegionKey } from '../logic/regions'
import { runningTotal } from '../logic/running-total'
import { SECTIONS, type SectionId } from '../logic/sections'
import { rawInputsFromState } from '../logic/url-state'
import type { RegionOption } from '../queries'
import { CostSummary } from './cost-summary'
import { RegionPicker } from './region-picker'
import { RevealFormLoader } from './reveal-form-loader'
import { RunningTotal } from './running-total'
import { SectionCard } from './section-card'
import { AccommodationFields } from './sections/accommodation'
import type { SectionProps } from './sections/context'
import { FoodFields } from './sections/food'
import { HealthFields } from './sections/health'
import { MiscFields } from './sections/misc'
import { TransportationFields } from './sections/transportation'
import { UtilitiesFields } from './sections/utilities'
import { useCalculator } from './use-calculator'

export type CalculatorProps = {
  regions: RegionOption[]
  fuelPrices: FuelPriceView[]
}

/** What each section covers, shown dimmed before a region is chosen. */
const SECTION_BLURBS: Record<SectionId, string> = {
  accommodation: 'Campsites, camping apps, urban parking and storage.',
  transportation: 'Fuel, maintenance, insurance and registration, propane.',
  utilities: 'Cellular data, WiFi, power hookups, laundry and the gym.',
  food: 'Groceries, coffee, takeout, restaurants and specialty items.',
  health: 'Health insurance, pharmacy and travel medical insurance.',
  misc: 'Visas and permits, and a contingency for the unexpected.',
}

/**
 * The cost-of-living calculator (SPEC §2, §4; issue 13): the region picker, six numbered
 * sections, then the summary, blurred until it has been emailed. Runs in the browser on the
 * regional data the cached page was rendered with; its state lives in the address.
 */
export function Calculator(props: CalculatorProps) {
  return (
    <NuqsAdapter>
      <Suspense fallback={<Dimmed regions={props.regions} />}>
        <CalculatorApp {...props} />
      </Suspense>
    </NuqsAdapter>
  )
}

/** The page before the address is read (the prerendered HTML): no region, every section dimmed. */
function Dimmed({ regions }: { regions: RegionOption[] }) {
  return <Layout regions={regions} current={null} onChoose={() => undefined} />
}

type LayoutProps = {
  regions: RegionOption[]
  current: RegionKey | null
  onChoose: (region: RegionKey) => void
  /** Each section's fields and total, once a region is chosen. */
  sections?: Record<SectionId, { fields: ReactNode; total: string }>
  /** The running total beside the sections (from 1024 px) or pinned under them. */
  running?: ReactNode
  summary?: ReactNode
}

/**
 * One tree for every state, so choosing the first region keeps focus where it is. From 1024 px
 * two columns: the picker, the sections and the summary on the left, and the running total beside
 * them, sticking in view down to the end of the summary.
 */
function Layout({ regions, current, onChoose, sections, running, summary }: LayoutProps) {
  return (
    <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-x-8 lg:gap-y-10 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex flex-col gap-6">
        <RegionPicker regions={regions} current={current} onChoose={onChoose} />
        {SECTIONS.map((section, index) => (
          <SectionCard
            key={section.id}
            id={section.id}
            number={index + 1}
            title={section.title}
            enabled={Boolean(sections)}
            total={sections?.[section.id].total}
          >
            {sections ? (
              sections[section.id].fields
            ) : (
              <p className="text-base text-mocha-light">{SECTION_BLURBS[section.id]}</p>
            )}
          </SectionCard>
        ))}
      </div>
      <div className={cn('contents lg:col-start-2 lg:row-start-1 lg:block', summary && 'lg:row-span-2')}>
        {running ?? <RunningTotal totals={null} symbol="" />}
      </div>
      {summary ? <div className="lg:col-start-1">{summary}</div> : null}
    </div>
  )
}

function CalculatorApp({ regions, fuelPrices: initialPrices }: CalculatorProps) {
  // The prices the page was rendered with, then each change as the server announces it.
  const { prices: fuelPrices } = useLiveFuelPrices(initialPrices)
  const { region, calculation, defs, state, setInput, startOver } = useCalculator(regions, fuelPrices)
  const [revealed, setRevealed] = useState(false)
  const choose = (key: RegionKey) => {
    startOver(key)
    setRevealed(false)
  }

  if (!region?.data || !calculation || !defs) {
    return <Layout regions={regions} current={null} onChoose={choose} />
  }

  const { symbol } = currencyFor(region.key)
  const props: SectionProps = { region: region.key, data: region.data, calculation, defs, state, setInput, symbol }
  const running = runningTotal(calculation.breakdown)
  const totals = Object.fromEntries(running.sections.map((s) => [s.id, s.total])) as Record<SectionId, number>
  const fuelType = calculation.inputs.fuelType
  const fields: Record<SectionId, ReactNode> = {
    accommodation: <AccommodationFields {...props} />,
    transportation: (
      <TransportationFields
        {...props}
        fuelPrice={{
          view: findFuelPrice(fuelPrices, region.key, fuelType) ?? null,
          fallback: fuelPriceFor(region.data, fuelType, {}),
          symbol,
        }}
      />
    ),
    utilities: <UtilitiesFields {...props} />,
    food: <FoodFields {...props} />,
    health: <HealthFields {...props} />,
    misc: <MiscFields {...props} />,
  }
  const sections = Object.fromEntries(
    SECTIONS.map(({ id }) => [id, { fields: fields[id], total: formatMoney(totals[id], symbol) }]),
  ) as Record<SectionId, { fields: ReactNode; total: string }>

  return (
    <Layout
      regions={regions}
      current={region.key}
      onChoose={choose}
      sections={sections}
      running={<RunningTotal totals={running} symbol={symbol} />}
      summary={
        <CostSummary
          breakdown={calculation.breakdown}
          symbol={symbol}
          regionLabel={region.label}
          revealed={revealed}
          cover={
            <RevealFormLoader
              region={region.key}
              inputs={rawInputsFromState(state)}
              onRevealed={() => setRevealed(true)}
            />
          }
        />
      }
    />
  )
}
