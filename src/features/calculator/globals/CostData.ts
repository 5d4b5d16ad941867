import type { Field, GlobalConfig, GroupField, NumberField } from 'payload'

import { anyone, staff } from '@/cms/access'
import { revalidateGlobal } from '@/cms/hooks/revalidate'
import { CACHE_TAGS } from '@/lib/cache-tags'

import { REGION_LABELS, REGIONS } from '../logic/regions'

const money = (name: string, label?: string): NumberField => ({ name, label, type: 'number', min: 0, required: true })
const group = (name: string, fields: Field[]): GroupField => ({ name, type: 'group', fields })
const range = (name: string) => group(name, [{ type: 'row', fields: [money('min'), money('max')] }])
const rangeWithAvg = (name: string) =>
  group(name, [{ type: 'row', fields: [money('min'), money('max'), money('avg')] }])
const meal = (name: string) =>
  group(name, [{ type: 'row', fields: [money('mealMin'), money('mealMax'), money('avgMealsPerWeek')] }])

/** SPEC §3 "Cost data per region". */
const regionFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'available',
        type: 'checkbox',
        defaultValue: false,
        admin: { description: 'Selectable in the calculator; regions that are not available are listed but disabled.' },
      },
      { name: 'currency', type: 'select', required: true, options: ['USD', 'GBP', 'EUR', 'CAD', 'AUD'] },
    ],
  },
  {
    name: 'estimatedFields',
    type: 'text',
    hasMany: true,
    admin: {
      description: 'Paths of values that are our own estimates rather than sourced figures, e.g. "fuel.tollsAvg".',
    },
  },
  group('accommodation', [
    { type: 'row', fields: [money('campsiteMin'), money('campsiteMax')] },
    { type: 'row', fields: [money('urbanParkingMin'), money('urbanParkingMax')] },
    { type: 'row', fields: [money('storageMin'), money('storageMax')] },
    {
      name: 'apps',
      type: 'array',
      admin: { description: 'Camping apps offered in the calculator, with their price per year (0 for free).' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true },
            money('cost'),
            { name: 'premium', type: 'checkbox', defaultValue: false },
          ],
        },
      ],
    },
  ]),
  group('fuel', [
    { type: 'row', fields: [money('gasolineAvg'), money('dieselAvg')] },
    {
      type: 'row',
      fields: [
        money('propanePrice'),
        { name: 'propaneUnit', type: 'select', required: true, options: ['gallon', 'liter', 'kg'] },
        { name: 'fuelUnit', type: 'select', required: true, defaultValue: 'gallon', options: ['gallon', 'liter'] },
      ],
    },
    { type: 'row', fields: [money('tollsAvg'), money('ferriesAvg'), money('repairsAvg')] },
    group('maintenanceCostsYearly', [{ type: 'row', fields: [money('oilChange'), money('tires'), money('brakes')] }]),
    range('insuranceMonthly'),
    range('registrationYearly'),
    {
      name: 'propaneTanks',
      type: 'array',
      admin: {
        description:
          'Tank sizes offered in the calculator, with what each holds in US gallons. The tank marked default is preselected.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true },
            { name: 'gallons', type: 'number', min: 0.1, required: true },
            { name: 'default', type: 'checkbox', defaultValue: false },
          ],
        },
      ],
    },
    {
      ...group('propaneUse', [{ type: 'row', fields: [money('cooking'), money('heating'), money('fridge')] }]),
      admin: { description: 'Monthly propane use for each purpose, in the propane price unit above.' },
    },
  ]),
  group('utilities', [
    rangeWithAvg('cellularData'),
    {
      name: 'wifiOptions',
      type: 'array',
      admin: {
        description:
          'WiFi options offered in the calculator. An option named Starlink lists its setup cost as a once-off hardware cost.',
      },
      fields: [
        {
          type: 'row',
          fields: [{ name: 'name', type: 'text', required: true }, money('monthlyCost'), money('setupCost')],
        },
      ],
    },
    group('powerHookups', [{ type: 'row', fields: [money('campgroundAvg'), money('solarSetupCost')] }]),
    group('laundry', [money('costPerLoad')]),
    group('gymMembership', [
      { type: 'row', fields: [money('costPerMonth'), { name: 'nationalChains', type: 'text' }] },
    ]),
  ]),
  group('food', [
    rangeWithAvg('groceries'),
    group('diningOut', [
      group('coffee', [{ type: 'row', fields: [money('costPerCup'), money('avgVisitsPerWeek')] }]),
      meal('takeout'),
      meal('restaurant'),
    ]),
    group('specialtyItems', [{ type: 'row', fields: [{ name: 'description', type: 'text' }, money('monthlyCost')] }]),
  ]),
  group('health', [
    rangeWithAvg('healthInsurance'),
    rangeWithAvg('pharmacyCosts'),
    rangeWithAvg('travelMedicalInsurance'),
  ]),
]

/** The calculator's regional cost data: one tab per region. */
export const CostData: GlobalConfig = {
  slug: 'cost-data',
  label: 'Calculator cost data',
  admin: { group: 'Calculator' },
  access: { read: anyone, update: staff },
  hooks: { afterChange: [revalidateGlobal([CACHE_TAGS.costData])] },
  fields: [
    {
      type: 'tabs',
      tabs: REGIONS.map((region) => ({ name: region, label: REGION_LABELS[region], fields: regionFields })),
    },
  ],
}
