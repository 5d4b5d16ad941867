'use client'

import type { Calculation } from '../../logic/formulas'
import type { NumberInputDef, NumberInputKey } from '../../logic/inputs'
import { formatMoney } from '../../logic/money'
import type { RegionData, RegionKey } from '../../logic/regions'
import type { CalculatorState } from '../../logic/url-state'
import { NumberField } from '../number-field'
import type { SetInput } from '../use-calculator'

/** What every section of a chosen region gets. */
export type SectionProps = {
  region: RegionKey
  data: RegionData
  calculation: Calculation
  defs: Record<NumberInputKey, NumberInputDef>
  state: CalculatorState
  setInput: SetInput
  symbol: string
}

/** Formats cents in the region's currency. */
export const moneyIn = (symbol: string) => (cents: number) => formatMoney(cents, symbol)

/** The number field of one input, wired to the address state. */
export function Num({ k, props }: { k: NumberInputKey; props: SectionProps }) {
  return (
    <NumberField
      def={props.defs[k]}
      text={props.state[k]}
      read={props.calculation.inputs.numbers[k]}
      symbol={props.symbol}
      onChange={(text) => props.setInput(k, text)}
    />
  )
}

export function FieldGrid({ children }: { children: React.ReactNode }) {
  return <div className="grid gap-5 sm:grid-cols-2">{children}</div>
}

export function SubHeading({ children }: { children: React.ReactNode }) {
  return <h3 className="mt-8 mb-4 text-lg font-semibold text-mocha first:mt-0">{children}</h3>
}
