'use client'

import { hydrateOnUse } from '@/components/site/hydrate-on-use'

import type { VideoPlayerProps } from './player'

export type { VideoPlayerProps } from './player'

/**
 * The site's video player (./player.tsx), rendered on the server like any other component (the
 * same markup: the <video> with the browser's own controls), whose code loads only when a player
 * comes within a screen's height of the viewport or is first used (pointer over, focus): most
 * visits of a page with a video never reach it. Until then the browser's own controls play it.
 */
export const VideoPlayer = hydrateOnUse<VideoPlayerProps>(
  '[data-video-player]',
  () => import('./player').then((module) => module.Player),
  { nearScreen: '100% 0px' },
)
