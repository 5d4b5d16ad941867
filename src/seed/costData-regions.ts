/**
 * Calculator cost data per region. USA figures come from SPEC §9 except the few listed in
 * `sourced` as missing; for the other regions SPEC §9 gives only a handful of figures, and
 * everything else is our own estimate in local currency. `costData.ts` derives each region's
 * `estimatedFields` from the difference.
 */
import type { CostDatum } from '@/payload-types'

export type RegionKey = 'usa' | 'canada' | 'uk' | 'europe' | 'australia'
export type RegionData = Omit<CostDatum['usa'], 'available' | 'currency' | 'estimatedFields'>

export type RegionSeed = {
  available: boolean
  currency: CostDatum['usa']['currency']
  data: RegionData
} & (
  | {
      /** Numeric paths (or whole arrays) whose values SPEC §9 gives. Everything else is estimated. */
      sourced: string[]
    }
  | {
      /** Paths of our own estimates, when SPEC §9 gives nearly everything. */
      estimated: string[]
    }
)

const meals = (mealMin: number, mealMax: number, avgMealsPerWeek: number) => ({ mealMin, mealMax, avgMealsPerWeek })
const range = (min: number, max: number) => ({ min, max })
const ranged = (min: number, max: number, avg: number) => ({ min, max, avg })
/** A propane tank: its name and what it holds in US gallons (SPEC §9). */
const tank = (name: string, gallons: number, isDefault = false) => ({ name, gallons, default: isDefault })

const CAMPSITE = ['accommodation.campsiteMin', 'accommodation.campsiteMax']
const FUEL = ['fuel.gasolineAvg', 'fuel.dieselAvg', 'fuel.propanePrice']
/** SPEC §9 gives the UK's tanks and monthly propane use. */
const UK_PROPANE = ['fuel.propaneTanks', 'fuel.propaneUse.cooking', 'fuel.propaneUse.heating', 'fuel.propaneUse.fridge']
const HEALTH_RANGE = ['health.healthInsurance.min', 'health.healthInsurance.max']

export const REGION_SEEDS: Record<RegionKey, RegionSeed> = {
  usa: {
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
  },
  canada: {
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
  },
  uk: {
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
  },
  europe: {
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
  },
  australia: {
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
  },
}
