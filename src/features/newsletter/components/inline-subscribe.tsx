'use client'

import { hydrateOnUse } from '@/components/site/hydrate-on-use'

/**
 * The footer's "Get Weekly Stories" block (./inline-subscribe-form.tsx). Every page renders it
 * on the server, but its code (react-hook-form, zod, the post, the toasts) loads only when the
 * pointer comes over it, focus enters it or it is submitted (see hydrateOnUse).
 */
export const InlineSubscribe = hydrateOnUse('#subscribe', () =>
  import('./inline-subscribe-form').then((module) => module.InlineSubscribeForm),
)
