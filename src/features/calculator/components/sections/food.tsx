'use client'

import { FieldGrid, Num, type SectionProps, SubHeading } from './context'

/** 4 Food & Groceries: groceries, coffee, takeout, restaurants, specialty items. */
export function FoodFields(props: SectionProps) {
  const specialty = props.data.food.specialtyItems.description
  return (
    <>
      <SubHeading>Groceries</SubHeading>
      <FieldGrid>
        <Num k="groceriesWeekly" props={props} />
        <Num k="groceryWeeks" props={props} />
      </FieldGrid>
      <SubHeading>Eating out (a month counts 4 weeks)</SubHeading>
      <FieldGrid>
        <Num k="coffeeVisits" props={props} />
        <Num k="coffeePrice" props={props} />
        <Num k="takeoutMeals" props={props} />
        <Num k="takeoutPrice" props={props} />
        <Num k="restaurantMeals" props={props} />
        <Num k="restaurantPrice" props={props} />
      </FieldGrid>
      <SubHeading>Specialty items</SubHeading>
      <FieldGrid>
        <div>
          <Num k="specialty" props={props} />
          {specialty ? <p className="mt-1 text-xs text-mocha-light">{specialty}.</p> : null}
        </div>
      </FieldGrid>
    </>
  )
}
