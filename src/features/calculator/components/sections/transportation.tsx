'use client'

import { FUEL_TYPES, PROPANE_USES, VAN_TYPES } from '../../logic/inputs'
import { MAINTENANCE_PER_MONTH } from '../../logic/formulas'
import { ChoiceGroup } from '../choices'
import { FuelPriceNote, type FuelPriceNoteProps } from '../fuel-price-note'
import { FieldGrid, moneyIn, Num, type SectionProps, SubHeading } from './context'

const FUEL_LABELS = { gasoline: 'Gasoline', diesel: 'Diesel' } as const
const VAN_LABELS = { basic: 'Basic van', premium: 'Premium van', older: 'Older van' } as const
const USE_LABELS = { cooking: 'Cooking', heating: 'Heating', fridge: 'Fridge' } as const

/** 2 Fuel & Transportation: fuel, maintenance by van type, insurance and registration, propane. */
export function TransportationFields(props: SectionProps & { fuelPrice: FuelPriceNoteProps }) {
  const money = moneyIn(props.symbol)
  const { inputs, fuel } = props.calculation
  const { propaneUse, propaneUnit, propaneTanks } = props.data.fuel
  const unit = propaneUnit === 'gallon' ? 'gal' : propaneUnit === 'liter' ? 'l' : 'kg'
  return (
    <>
      <SubHeading>Fuel</SubHeading>
      <ChoiceGroup
        name="fuelType"
        legend="Fuel type"
        value={inputs.fuelType}
        onChange={(value) => props.setInput('fuelType', value)}
        choices={FUEL_TYPES.map((value) => ({ value, label: FUEL_LABELS[value] }))}
      />
      <FuelPriceNote {...props.fuelPrice} />
      <div className="mt-5">
        <FieldGrid>
          <Num k="mpg" props={props} />
          <Num k="miles" props={props} />
        </FieldGrid>
      </div>
      <SubHeading>Maintenance</SubHeading>
      <ChoiceGroup
        name="vanType"
        legend="Van type"
        value={inputs.vanType}
        onChange={(value) => props.setInput('vanType', value)}
        choices={VAN_TYPES.map((value) => ({
          value,
          label: VAN_LABELS[value],
          hint: `${money(MAINTENANCE_PER_MONTH[value])} a month`,
        }))}
      />
      <SubHeading>Insurance and registration</SubHeading>
      <FieldGrid>
        <Num k="insurance" props={props} />
        <Num k="registration" props={props} />
      </FieldGrid>
      <SubHeading>Propane</SubHeading>
      {propaneTanks && propaneTanks.length > 0 ? (
        <ChoiceGroup
          name="tank"
          legend="Tank size"
          value={inputs.tank?.name ?? null}
          onChange={(value) => props.setInput('tank', value)}
          choices={propaneTanks.map((tank) => ({ value: tank.name, label: tank.name, hint: `${tank.gallons} gal` }))}
        />
      ) : null}
      {propaneUse ? (
        <ChoiceGroup
          multiple
          name="propane"
          legend="What you use propane for"
          className="mt-5"
          value={inputs.propane}
          onChange={(value) => props.setInput('propane', value)}
          choices={PROPANE_USES.map((use) => ({
            value: use,
            label: USE_LABELS[use],
            hint: `${propaneUse[use]} ${unit} a month`,
          }))}
        />
      ) : null}
      <p className="mt-3 text-sm text-mocha-light">
        About {fuel.propaneGallons.toFixed(1)} gal of propane a month
        {inputs.tank ? `, ${fuel.refillsPerMonth.toFixed(1)} refills of the ${inputs.tank.name} tank` : ''}, at{' '}
        {money(Math.round(props.data.fuel.propanePrice * 100))} per {propaneUnit}.
      </p>
    </>
  )
}
