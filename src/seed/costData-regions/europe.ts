/** Calculator cost data for Europe (see ./shared.ts for what is sourced and what is estimated). */
import { type RegionSeed, meals, range, ranged, tank, CAMPSITE, FUEL, HEALTH_RANGE } from './shared'

export const europe: RegionSeed = {
  available: false,
  currency: 'EUR',
  data: {
    accommodation: {
      campsiteMin: 18,
      campsiteMax: 45,
      urbanParkingMin: 5,
      urbanParkingMax: 25,
      storageMin: 70,
      storageMax: 200,
      apps: [
        { name: 'park4night', cost: 0, premium: false },
        { name: 'campercontact', cost: 0, premium: false },
        { name: 'france-passion', cost: 35, premium: false },
        { name: 'park4night-premium', cost: 10, premium: true },
      ],
    },
    fuel: {
      gasolineAvg: 1.75,
      dieselAvg: 1.65,
      propanePrice: 2.8,
      propaneUnit: 'kg',
      fuelUnit: 'liter',
      tollsAvg: 60,
      ferriesAvg: 80,
      repairsAvg: 900,
      maintenanceCostsYearly: { oilChange: 120, tires: 600, brakes: 400 },
      insuranceMonthly: range(50, 150),
      registrationYearly: range(100, 500),
      propaneTanks: [tank('6kg', 3.04, true), tank('11kg', 5.6), tank('13kg', 6.6)],
      propaneUse: { cooking: 3.4, heating: 11.3, fridge: 13.6 },
    },
    utilities: {
      cellularData: ranged(15, 45, 25),
      wifiOptions: [
        { name: 'Starlink Roam 50GB', monthlyCost: 50, setupCost: 349 },
        { name: 'Starlink Roam Unlimited', monthlyCost: 89, setupCost: 349 },
        { name: 'Mobile router with EU roaming SIM', monthlyCost: 25, setupCost: 150 },
      ],
      powerHookups: { campgroundAvg: 30, solarSetupCost: 2300 },
      laundry: { costPerLoad: 6 },
      gymMembership: { costPerMonth: 30, nationalChains: 'Basic-Fit, McFit, Anytime Fitness' },
    },
    food: {
      groceries: ranged(55, 110, 75),
      diningOut: {
        coffee: { costPerCup: 2.8, avgVisitsPerWeek: 4 },
        takeout: meals(10, 18, 2),
        restaurant: meals(18, 40, 1),
      },
      specialtyItems: { description: 'Supplements, special diets and treats', monthlyCost: 50 },
    },
    health: {
      healthInsurance: ranged(80, 250, 150),
      pharmacyCosts: ranged(15, 80, 35),
      travelMedicalInsurance: ranged(20, 60, 35),
    },
  },
  sourced: [...CAMPSITE, ...FUEL, ...HEALTH_RANGE],
}
