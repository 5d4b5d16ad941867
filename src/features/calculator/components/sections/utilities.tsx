'use client'

import { Field, FieldControl, FieldLabel } from '@/components/ui/field'

import { isStarlink } from '../../logic/inputs'
import { WIFI_SETUP_MONTHS } from '../../logic/formulas'
import { Toggle } from '../choices'
import { FieldGrid, moneyIn, Num, type SectionProps, SubHeading } from './context'

const NO_WIFI = ''

/** 3 Utilities & Connectivity: cellular data, WiFi, power hookups, laundry, gym. */
export function UtilitiesFields(props: SectionProps) {
  const money = moneyIn(props.symbol)
  const { inputs } = props.calculation
  const options = props.data.utilities.wifiOptions ?? []
  const wifi = inputs.wifi
  const setup = wifi ? Math.round(wifi.setupCost * 100) : 0
  const { powerHookups, laundry, gymMembership } = props.data.utilities
  return (
    <>
      <SubHeading>Phone and internet</SubHeading>
      <FieldGrid>
        <Num k="cellular" props={props} />
        <Field controlId="calc-wifi">
          <FieldLabel>WiFi option</FieldLabel>
          <FieldControl>
            <select
              value={wifi?.name ?? NO_WIFI}
              onChange={(event) => {
                // A new option starts from its own monthly price.
                props.setInput('wifi', event.target.value || null)
                props.setInput('wifiCost', null)
              }}
              className="h-11 w-full rounded-lg border border-input bg-card px-3 text-base focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none"
            >
              <option value={NO_WIFI}>No WiFi plan</option>
              {options.map((option) => (
                <option key={option.name} value={option.name}>
                  {option.name} ({money(Math.round(option.monthlyCost * 100))} a month)
                </option>
              ))}
            </select>
          </FieldControl>
        </Field>
        {wifi ? <Num k="wifiCost" props={props} /> : null}
      </FieldGrid>
      {wifi && setup > 0 ? (
        <div className="mt-4 flex flex-col gap-2">
          <Toggle
            id="calc-spreadSetup"
            label={`Spread the ${money(setup)} setup cost over ${WIFI_SETUP_MONTHS} months`}
            hint={`${money(Math.round(setup / WIFI_SETUP_MONTHS))} a month`}
            checked={inputs.spreadSetup}
            onChange={(on) => props.setInput('spreadSetup', on || null)}
          />
          {isStarlink(wifi) && !inputs.spreadSetup ? (
            <p className="text-sm text-mocha-light">
              The Starlink hardware is counted once, under once-off costs, when its monthly cost is above 0.
            </p>
          ) : null}
        </div>
      ) : null}
      <SubHeading>Power, laundry and gym</SubHeading>
      <FieldGrid>
        <div>
          <Num k="hookupNights" props={props} />
          <p className="mt-1 text-xs text-mocha-light">
            At {money(Math.round(powerHookups.campgroundAvg * 100))} a night on average.
          </p>
        </div>
        <div>
          <Num k="laundryLoads" props={props} />
          <p className="mt-1 text-xs text-mocha-light">At {money(Math.round(laundry.costPerLoad * 100))} a load.</p>
        </div>
      </FieldGrid>
      <div className="mt-5 flex flex-col gap-4">
        <Toggle
          id="calc-gym"
          label="Gym membership"
          hint={gymMembership.nationalChains ? `e.g. ${gymMembership.nationalChains}` : undefined}
          checked={inputs.gym}
          onChange={(on) => props.setInput('gym', on || null)}
        />
        {inputs.gym ? (
          <FieldGrid>
            <Num k="gymCost" props={props} />
          </FieldGrid>
        ) : null}
      </div>
    </>
  )
}
