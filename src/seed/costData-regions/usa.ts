/** Calculator cost data for the USA (see ./shared.ts for what is sourced and what is estimated). */
import { type RegionSeed, meals, range, ranged, tank } from './shared'

export const usa: RegionSeed = {
  available: true,
  currency: 'USD',
  data: {
    accommodation: {
      campsiteMin: 20,
      campsiteMax: 50,
      urbanParkingMin: 5,
      urbanParkingMax: 25,
      storageMin: 100,
      storageMax: 300,
      // Yearly prices (SPEC §9): free apps, then two paid memberships.
      apps: [
        { name: 'iOverlander', cost: 0, premium: false },
        { name: 'The Dyrt', cost: 0, premium: false },
        { name: 'Hipcamp', cost: 0, premium: false },
        { name: 'The Dyrt PRO', cost: 59.99, premium: true },
        { name: 'Harvest Hosts Unlimited', cost: 99.99, premium: true },
      ],
    },
    fuel: {
      gasolineAvg: 3.75,
      dieselAvg: 4.25,
      propanePrice: 3,
      propaneUnit: 'gallon',
      fuelUnit: 'gallon',
      tollsAvg: 10,
      ferriesAvg: 50,
      repairsAvg: 1000,
      maintenanceCostsYearly: { oilChange: 150, tires: 800, brakes: 500 },
      insuranceMonthly: range(75, 200),
      registrationYearly: range(50, 300),
      propaneTanks: [tank('5lb', 1.2), tank('11lb', 2.6), tank('20lb', 4.7, true)],
      propaneUse: { cooking: 1.5, heating: 5, fridge: 6 },
    },
    utilities: {
      cellularData: ranged(40, 120, 80),
      wifiOptions: [
        { name: 'Starlink Roam 50GB', monthlyCost: 50, setupCost: 349 },
        { name: 'Starlink Roam Unlimited', monthlyCost: 165, setupCost: 349 },
        { name: 'Mobile hotspot (unlimited plan)', monthlyCost: 60, setupCost: 150 },
        { name: 'Campground and café Wi-Fi only', monthlyCost: 0, setupCost: 0 },
      ],
      powerHookups: { campgroundAvg: 40, solarSetupCost: 2500 },
      laundry: { costPerLoad: 6 },
      gymMembership: { costPerMonth: 25, nationalChains: 'Planet Fitness, Anytime Fitness, 24 Hour Fitness' },
    },
    food: {
      groceries: ranged(60, 120, 80),
      diningOut: {
        coffee: { costPerCup: 4.5, avgVisitsPerWeek: 4 },
        takeout: meals(10, 20, 2),
        restaurant: meals(20, 40, 1),
      },
      specialtyItems: { description: 'Supplements, special diets and treats', monthlyCost: 60 },
    },
    health: {
      healthInsurance: ranged(250, 600, 400),
      pharmacyCosts: ranged(30, 150, 75),
      travelMedicalInsurance: ranged(60, 120, 85),
    },
  },
  estimated: [
    'utilities.wifiOptions',
    'utilities.powerHookups.campgroundAvg',
    'utilities.powerHookups.solarSetupCost',
    'health.pharmacyCosts.avg',
    'health.travelMedicalInsurance.avg',
  ],
}
