'use client'

import { hydrateOnUse } from '@/components/site/hydrate-on-use'

import type { YouTubeProps } from './vocabulary'

/**
 * The youtube block (./facade.tsx), rendered on the server as it always was, whose code loads
 * when the block comes within a screen's height of the viewport or is first used: a post body
 * without one nearby loads none of it. A click that comes before the code is held and replayed.
 */
export const YouTube = hydrateOnUse<{ props: YouTubeProps }>(
  '[data-block="youtube"]',
  () => import('./facade').then((module) => module.YouTubeFacade),
  { nearScreen: '100% 0px', holdClicks: true },
)
