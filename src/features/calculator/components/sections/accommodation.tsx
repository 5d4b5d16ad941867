'use client'

import { ChoiceGroup } from '../choices'
import { FieldGrid, moneyIn, Num, type SectionProps, SubHeading } from './context'

/** 1 Accommodation & Overnight Fees: campsites, camping apps, urban parking, storage. */
export function AccommodationFields(props: SectionProps) {
  const money = moneyIn(props.symbol)
  const apps = props.data.accommodation.apps ?? []
  return (
    <>
      <SubHeading>Campsites</SubHeading>
      <FieldGrid>
        <Num k="campsiteCost" props={props} />
        <Num k="campsiteNights" props={props} />
      </FieldGrid>
      {apps.length > 0 ? (
        <ChoiceGroup
          multiple
          name="apps"
          legend="Camping apps (yearly plans counted per month)"
          className="mt-6"
          value={props.calculation.inputs.apps.map((app) => app.name)}
          onChange={(value) => props.setInput('apps', value)}
          choices={apps.map((app) => ({
            value: app.name,
            label: app.name,
            hint:
              app.cost > 0
                ? `${money(Math.round(app.cost * 100))} a year (${money(Math.round((app.cost * 100) / 12))} a month)`
                : 'Free',
          }))}
        />
      ) : null}
      <SubHeading>Urban parking and storage</SubHeading>
      <FieldGrid>
        <Num k="parkingCost" props={props} />
        <Num k="parkingDays" props={props} />
        <Num k="storageCost" props={props} />
      </FieldGrid>
    </>
  )
}
