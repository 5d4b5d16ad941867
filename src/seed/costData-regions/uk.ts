/** Calculator cost data for the UK (see ./shared.ts for what is sourced and what is estimated). */
import { type RegionSeed, meals, range, ranged, tank, CAMPSITE, FUEL, UK_PROPANE, HEALTH_RANGE } from './shared'

export const uk: RegionSeed = {
  available: true,
  currency: 'GBP',
  data: {
    accommodation: {
      campsiteMin: 15,
      campsiteMax: 40,
      urbanParkingMin: 5,
      urbanParkingMax: 20,
      storageMin: 60,
      storageMax: 180,
      apps: [
        { name: 'iOverlander', cost: 0, premium: false },
        { name: 'park4night', cost: 0, premium: false },
        { name: 'Search for Sites', cost: 0, premium: false },
        { name: 'Brit Stops', cost: 37, premium: false },
        { name: 'park4night Premium', cost: 10, premium: true },
      ],
    },
    fuel: {
      gasolineAvg: 1.5,
      dieselAvg: 1.55,
      propanePrice: 2.5,
      propaneUnit: 'kg',
      fuelUnit: 'liter',
      tollsAvg: 6,
      ferriesAvg: 70,
      repairsAvg: 800,
      maintenanceCostsYearly: { oilChange: 110, tires: 550, brakes: 350 },
      insuranceMonthly: range(40, 120),
      registrationYearly: range(54.85, 58.6),
      propaneTanks: [tank('6kg', 3.04, true), tank('11kg', 5.6), tank('13kg', 6.6)],
      propaneUse: { cooking: 3.4, heating: 11.3, fridge: 13.6 },
    },
    utilities: {
      cellularData: ranged(10, 35, 20),
      wifiOptions: [
        { name: 'Starlink Roam 50GB', monthlyCost: 50, setupCost: 299 },
        { name: 'Starlink Roam Unlimited', monthlyCost: 85, setupCost: 299 },
        { name: '4G/5G router with unlimited SIM', monthlyCost: 25, setupCost: 200 },
      ],
      powerHookups: { campgroundAvg: 28, solarSetupCost: 2000 },
      laundry: { costPerLoad: 5 },
      gymMembership: { costPerMonth: 25, nationalChains: 'PureGym, The Gym Group, Anytime Fitness' },
    },
    food: {
      groceries: ranged(50, 100, 70),
      diningOut: {
        coffee: { costPerCup: 3.4, avgVisitsPerWeek: 4 },
        takeout: meals(9, 16, 2),
        restaurant: meals(18, 35, 1),
      },
      specialtyItems: { description: 'Supplements, special diets and treats', monthlyCost: 45 },
    },
    health: {
      healthInsurance: ranged(50, 150, 90),
      pharmacyCosts: ranged(10, 40, 20),
      travelMedicalInsurance: ranged(15, 45, 25),
    },
  },
  sourced: [
    ...CAMPSITE,
    ...FUEL,
    ...UK_PROPANE,
    'fuel.registrationYearly.min',
    'fuel.registrationYearly.max',
    ...HEALTH_RANGE,
  ],
}
