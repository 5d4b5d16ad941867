/** Calculator cost data for Canada (see ./shared.ts for what is sourced and what is estimated). */
import { type RegionSeed, meals, range, ranged, tank, CAMPSITE, FUEL, HEALTH_RANGE } from './shared'

export const canada: RegionSeed = {
  available: false,
  currency: 'CAD',
  data: {
    accommodation: {
      campsiteMin: 25,
      campsiteMax: 60,
      urbanParkingMin: 8,
      urbanParkingMax: 30,
      storageMin: 120,
      storageMax: 320,
      apps: [
        { name: 'ioverlander', cost: 0, premium: false },
        { name: 'hipcamp', cost: 0, premium: false },
        { name: 'harvest-hosts', cost: 135, premium: false },
      ],
    },
    fuel: {
      gasolineAvg: 1.6,
      dieselAvg: 1.7,
      propanePrice: 0.9,
      propaneUnit: 'liter',
      fuelUnit: 'liter',
      tollsAvg: 8,
      ferriesAvg: 90,
      repairsAvg: 1200,
      maintenanceCostsYearly: { oilChange: 130, tires: 1000, brakes: 600 },
      insuranceMonthly: range(90, 250),
      registrationYearly: range(120, 300),
      propaneTanks: [tank('5lb', 1.2), tank('11lb', 2.6), tank('20lb', 4.7, true)],
      // Litres: the US gallons above times 3.785.
      propaneUse: { cooking: 5.7, heating: 18.9, fridge: 22.7 },
    },
    utilities: {
      cellularData: ranged(50, 130, 85),
      wifiOptions: [
        { name: 'Starlink Roam 50GB', monthlyCost: 65, setupCost: 499 },
        { name: 'Starlink Roam Unlimited', monthlyCost: 215, setupCost: 499 },
        { name: 'Mobile hotspot', monthlyCost: 75, setupCost: 200 },
      ],
      powerHookups: { campgroundAvg: 48, solarSetupCost: 3200 },
      laundry: { costPerLoad: 7.5 },
      gymMembership: { costPerMonth: 35, nationalChains: 'GoodLife Fitness, Planet Fitness, Anytime Fitness' },
    },
    food: {
      groceries: ranged(90, 160, 120),
      diningOut: {
        coffee: { costPerCup: 4, avgVisitsPerWeek: 4 },
        takeout: meals(14, 25, 2),
        restaurant: meals(25, 50, 1),
      },
      specialtyItems: { description: 'Supplements, special diets and treats', monthlyCost: 70 },
    },
    health: {
      healthInsurance: ranged(100, 350, 200),
      pharmacyCosts: ranged(25, 120, 60),
      travelMedicalInsurance: ranged(50, 110, 75),
    },
  },
  sourced: [...CAMPSITE, ...FUEL, 'utilities.laundry.costPerLoad', ...HEALTH_RANGE],
}
