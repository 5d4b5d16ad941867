'use client'

import { FieldGrid, Num, type SectionProps } from './context'

/** 5 Health & Insurance: health insurance, pharmacy, travel medical insurance (never below 0). */
export function HealthFields(props: SectionProps) {
  return (
    <FieldGrid>
      <Num k="healthInsurance" props={props} />
      <Num k="pharmacy" props={props} />
      <Num k="travelMedical" props={props} />
    </FieldGrid>
  )
}
