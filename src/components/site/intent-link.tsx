'use client'

import Link from 'next/link'
import { type ComponentProps, useState } from 'react'

export type IntentLinkProps = Omit<ComponentProps<typeof Link>, 'prefetch'>

/**
 * A next/link for routes a visitor rarely takes (sign-in, legal pages, contact, the sponsors'
 * pages…): their code and payload are prefetched when the visitor shows intent (pointer over the
 * link, focus on it, a touch), not because the link scrolled into view, so a first visit downloads
 * only what it is likely to use. Next's own pattern (guides/prefetching "Hover-triggered
 * prefetch"): `prefetch={false}` until then, `null` (the default, automatic prefetch) after.
 * Everything else is next/link's: same markup, same client-side navigation.
 */
export function IntentLink({ onMouseEnter, onFocus, onTouchStart, ...props }: IntentLinkProps) {
  const [intent, setIntent] = useState(false)
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onMouseEnter={(event) => {
        setIntent(true)
        onMouseEnter?.(event)
      }}
      onFocus={(event) => {
        setIntent(true)
        onFocus?.(event)
      }}
      onTouchStart={(event) => {
        setIntent(true)
        onTouchStart?.(event)
      }}
    />
  )
}
