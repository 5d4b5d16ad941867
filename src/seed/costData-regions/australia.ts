/** Calculator cost data for Australia (see ./shared.ts for what is sourced and what is estimated). */
import { type RegionSeed, meals, range, ranged, tank, CAMPSITE, FUEL, HEALTH_RANGE } from './shared'

export const australia: RegionSeed = {
  available: false,
  currency: 'AUD',
  data: {
    accommodation: {
      campsiteMin: 15,
      campsiteMax: 45,
      urbanParkingMin: 8,
      urbanParkingMax: 30,
      storageMin: 120,
      storageMax: 350,
      apps: [
        { name: 'wikicamps', cost: 8, premium: false },
        { name: 'campermate', cost: 0, premium: false },
        { name: 'hipcamp', cost: 0, premium: false },
      ],
    },
    fuel: {
      gasolineAvg: 1.75,
      dieselAvg: 1.8,
      propanePrice: 3,
      propaneUnit: 'kg',
      fuelUnit: 'liter',
      tollsAvg: 15,
      ferriesAvg: 120,
      repairsAvg: 1200,
      maintenanceCostsYearly: { oilChange: 160, tires: 1000, brakes: 600 },
      insuranceMonthly: range(60, 160),
      registrationYearly: range(400, 800),
      propaneTanks: [tank('4kg', 2.04), tank('9kg', 4.59, true), tank('15kg', 7.65)],
      propaneUse: { cooking: 3.4, heating: 11.3, fridge: 13.6 },
    },
    utilities: {
      cellularData: ranged(35, 90, 60),
      wifiOptions: [
        { name: 'Starlink Roam 50GB', monthlyCost: 69, setupCost: 599 },
        { name: 'Starlink Roam Unlimited', monthlyCost: 149, setupCost: 599 },
        { name: 'Mobile hotspot', monthlyCost: 65, setupCost: 250 },
      ],
      powerHookups: { campgroundAvg: 42, solarSetupCost: 3500 },
      laundry: { costPerLoad: 8 },
      gymMembership: { costPerMonth: 60, nationalChains: 'Anytime Fitness, Snap Fitness, Jetts' },
    },
    food: {
      groceries: ranged(90, 170, 120),
      diningOut: {
        coffee: { costPerCup: 5, avgVisitsPerWeek: 4 },
        takeout: meals(15, 28, 2),
        restaurant: meals(28, 55, 1),
      },
      specialtyItems: { description: 'Supplements, special diets and treats', monthlyCost: 70 },
    },
    health: {
      healthInsurance: ranged(100, 300, 180),
      pharmacyCosts: ranged(20, 100, 45),
      travelMedicalInsurance: ranged(40, 100, 60),
    },
  },
  sourced: [...CAMPSITE, ...FUEL, 'fuel.registrationYearly.min', 'fuel.registrationYearly.max', ...HEALTH_RANGE],
}
