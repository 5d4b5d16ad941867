'use client'

import { siteDialogLoader } from '@/components/site/site-dialog-loader'

/**
 * The subscribe dialog, loaded on first use (hover or focus on an opener prefetches it; see
 * siteDialogLoader). Render it once per layout.
 */
export const SubscribeDialogLoader = siteDialogLoader<{ productName: string }>('subscribe', () =>
  import('./subscribe-dialog').then((module) => module.SubscribeDialog),
)
