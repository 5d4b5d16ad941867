'use client'

import { siteDialogLoader } from '@/components/site/site-dialog-loader'

/**
 * The story-submission dialog, loaded on first use (hover or focus on a "Get Started" button
 * prefetches it; see siteDialogLoader). Render it once per page.
 */
export const StoryDialogLoader = siteDialogLoader<object>('story', () =>
  import('./story-dialog').then((module) => module.StoryDialog),
)
