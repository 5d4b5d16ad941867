/**
 * The calculator's six sections (SPEC §2, numbered 1 to 6 in this order), and the summary's rows:
 * one list that the page's summary, its chart and table, and the emailed summary all read.
 * Pure and browser-safe.
 */
import type { CostBreakdown, NamedCost } from './formulas'
import type { Cents } from './money'

export const SECTIONS = [
  { id: 'accommodation', title: 'Accommodation & Overnight Fees' },
  { id: 'transportation', title: 'Fuel & Transportation' },
  { id: 'utilities', title: 'Utilities & Connectivity' },
  { id: 'food', title: 'Food & Groceries' },
  { id: 'health', title: 'Health & Insurance' },
  { id: 'misc', title: 'Miscellaneous & Contingency' },
] as const
export type SectionId = (typeof SECTIONS)[number]['id']

export type SummaryRow = { label: string; cost: Cents }
export type SummarySection = { id: SectionId; number: number; title: string; rows: SummaryRow[]; total: Cents }

const visaRows = (visas: NamedCost[]): SummaryRow[] => visas.map(({ name, cost }) => ({ label: name, cost }))

function rowsOf(id: SectionId, b: CostBreakdown): SummaryRow[] {
  switch (id) {
    case 'accommodation':
      return [
        { label: 'Campsites', cost: b.accommodation.campsiteCost },
        { label: 'Camping apps', cost: b.accommodation.appsCost },
        { label: 'Urban parking', cost: b.accommodation.parkingCost },
        { label: 'Storage', cost: b.accommodation.storageCost },
      ]
    case 'transportation':
      return [
        { label: 'Fuel', cost: b.transportation.fuelCost },
        { label: 'Propane', cost: b.transportation.propaneCost },
        { label: 'Maintenance', cost: b.transportation.maintenanceCost },
        { label: 'Insurance and registration', cost: b.transportation.insuranceRegistrationCost },
      ]
    case 'utilities':
      return [
        { label: 'Cellular data', cost: b.utilities.cellularDataCost },
        { label: 'WiFi', cost: b.utilities.wifiCost },
        { label: 'Power hookups', cost: b.utilities.powerCost },
        { label: 'Laundry', cost: b.utilities.laundryCost },
        { label: 'Gym membership', cost: b.utilities.gymMembershipCost },
      ]
    case 'food':
      return [
        { label: 'Groceries', cost: b.food.groceriesCost },
        { label: 'Coffee', cost: b.food.coffeeCost },
        { label: 'Takeout', cost: b.food.takeoutCost },
        { label: 'Restaurants', cost: b.food.restaurantCost },
        { label: 'Specialty items', cost: b.food.specialtyCost },
      ]
    case 'health':
      return [
        { label: 'Health insurance', cost: b.health.healthInsuranceCost },
        { label: 'Pharmacy', cost: b.health.pharmacyCost },
        { label: 'Travel medical insurance', cost: b.health.travelInsuranceCost },
      ]
    case 'misc':
      return [
        ...visaRows(b.misc.visaPermitCosts),
        { label: `Contingency (${b.misc.contingencyPercentage}%)`, cost: b.misc.contingencyCost },
      ]
  }
}

/** The six sections with their rows and totals; they add up to the monthly total. */
export function summarySections(breakdown: CostBreakdown): SummarySection[] {
  return SECTIONS.map(({ id, title }, index) => ({
    id,
    number: index + 1,
    title,
    rows: rowsOf(id, breakdown),
    total: breakdown[id].totalCost,
  }))
}
