'use client'

/**
 * The calculator's state: the region and every input live in the page's address (nuqs; ADR 0021),
 * and the formulas run on them as the visitor types. One hook, no local copies to keep in step.
 */
import { useQueryStates } from 'nuqs'
import { useCallback, useMemo } from 'react'

import type { FuelPriceView } from '../fuel-price-view'
import { type Calculation, calculate, type FuelPrices } from '../logic/formulas'
import { numberInputDefs, type NumberInputDef, type NumberInputKey } from '../logic/inputs'
import type { RegionKey } from '../logic/regions'
import { calculatorParsers, type CalculatorState, INPUT_STATE_KEYS, rawInputsFromState } from '../logic/url-state'
import type { RegionOption } from '../queries'

export type InputKey = (typeof INPUT_STATE_KEYS)[number]
export type SetInput = <K extends InputKey>(key: K, value: CalculatorState[K]) => void

export type CalculatorModel = {
  region: RegionOption | null
  calculation: Calculation | null
  defs: Record<NumberInputKey, NumberInputDef> | null
  state: CalculatorState
  setInput: SetInput
  /** Sets the region and clears every input (the first choice, or a confirmed switch). */
  startOver: (region: RegionKey) => void
}

/** The chosen region's fuel prices as the formulas take them. */
export function fuelPricesFor(region: RegionKey, prices: readonly FuelPriceView[]): FuelPrices {
  const result: FuelPrices = {}
  for (const view of prices) {
    if (view.region === region) result[view.fuelType] = { price: view.price, unit: view.unit }
  }
  return result
}

const CLEARED = Object.fromEntries(INPUT_STATE_KEYS.map((key) => [key, null])) as Record<InputKey, null>

export function useCalculator(regions: readonly RegionOption[], prices: readonly FuelPriceView[]): CalculatorModel {
  const [state, setState] = useQueryStates(calculatorParsers, { history: 'replace', scroll: false })
  const region = regions.find((option) => option.key === state.region && option.available && option.data) ?? null

  const calculation = useMemo(() => {
    if (!region?.data) return null
    const raw = rawInputsFromState(state)
    return calculate(region.key, region.data, raw, fuelPricesFor(region.key, prices))
  }, [region, state, prices])

  const defs = useMemo(
    () => (region?.data && calculation ? numberInputDefs(region.data, calculation.inputs.wifi) : null),
    [region, calculation],
  )

  const setInput = useCallback<SetInput>(
    (key, value) => void setState({ [key]: value } as Partial<CalculatorState>),
    [setState],
  )
  const startOver = useCallback(
    (key: RegionKey) => void setState({ ...CLEARED, region: key }, { history: 'push' }),
    [setState],
  )

  return { region, calculation, defs, state, setInput, startOver }
}
