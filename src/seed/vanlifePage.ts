/** The /vanlife page's text: what vanlife is, above the stories grouped by kind (issue 11 point 3). */
import type { VanlifePage } from '@/payload-types'

import { type SeedContext, upsertGlobal } from './context'
import { fromBlocks } from './lexical'

type VanlifePageData = Omit<VanlifePage, 'id' | 'createdAt' | 'updatedAt'>

/** Shorthand blocks (see lexical.ts): "## " is a heading, [label](/path) a link. */
export const VANLIFE_INTRO: string[] = [
  'Vanlife is the simple idea of making a vehicle your home and the road your address. For some people that is a converted cargo van with a bed over the wheel arches; for others a retired school bus with a wood stove, or a pop-top camper that has already crossed three continents. What they share is a choice: fewer things, more time outside, and a home that can follow the weather, the work or the people they love.',
  'It is not one lifestyle but many. Remote workers chase a good signal and a better view. Retirees finally take the long way round. Families road-school their children between national parks, and seasonal workers follow the harvest, the ski lifts or the festivals. Some live on the road all year; others spend a few months in their rig and keep a home base for the rest.',
  '## What it is really like',
  'The photos show the sunsets. The stories behind them also mention finding somewhere legal to sleep, filling the water tank, emptying the toilet, fixing a fuel pump in a supermarket car park and putting money aside for tyres. Vanlife trades rent and a commute for a different set of chores, and most people who stay with it say the trade is worth it: mornings are slower, the neighbours change every week, and a small space teaches you quickly what you really need.',
  'It can cost less than renting a flat, and it usually costs more than the highlights suggest. Fuel, insurance, campsites, repairs and a phone plan that works in the middle of nowhere add up, and they vary a lot between countries and travel styles. Our [practical guides](/articles) go through power, water, overnight parking and budgets line by line.',
  '## Told by the people living it',
  'Every story here is told by a vanlifer in their own words, and nothing is published until they have read and approved it. Below you will find them grouped by who is on board: people travelling solo, couples, families, skoolie owners who live in converted school buses, and organisations that do their work from the road. If you live on wheels yourself, we would love to [hear your story](/share-your-story).',
]

export const VANLIFE_PAGE: VanlifePageData = {
  heading: 'What is vanlife?',
  intro: fromBlocks(VANLIFE_INTRO) as VanlifePageData['intro'],
  metaTitle: 'What Is Vanlife? Stories From Life on the Road',
  metaDescription:
    'What vanlife is and what it is really like, told by the people living it: solo travellers, couples, families, skoolie owners and organisations on the road.',
}

/** Overwrites the global with the text above (idempotent: a second run writes the same). */
export async function seedVanlifePage(ctx: SeedContext): Promise<void> {
  await upsertGlobal(ctx, 'vanlife-page', VANLIFE_PAGE)
}
