import { ArrowRightIcon } from 'lucide-react'
import Link from 'next/link'

import { buttonVariants } from '@/components/ui/button'
import { cn } from '@/lib/utils'

import type { CtaLink } from '../view'

/**
 * Colour schemes of a sponsor call to action, from the page's theme (CSS custom properties set by
 * SponsorPage): solid in the sponsor's colour, outlined on the hero, or inverted on the
 * sponsor-coloured band.
 */
const TONES = {
  solid:
    'bg-(--sponsor) text-(--on-sponsor) shadow-sm hover:bg-(--sponsor)/90 focus-visible:ring-(--on-sponsor-hero) focus-visible:ring-offset-(--sponsor-hero)',
  outline:
    'border-2 border-(--on-sponsor-hero) bg-transparent text-(--on-sponsor-hero) hover:bg-(--on-sponsor-hero)/10 focus-visible:ring-(--on-sponsor-hero) focus-visible:ring-offset-(--sponsor-hero)',
  inverse:
    'bg-(--on-sponsor) text-(--sponsor) shadow-sm hover:bg-(--on-sponsor)/90 focus-visible:ring-(--on-sponsor) focus-visible:ring-offset-(--sponsor)',
} as const

/**
 * A sponsor page's call to action: a site path through next/link, an anchor on the page as a plain
 * link, another site as a plain link in the same tab marked rel="sponsored" (a paid partner's link).
 */
export function CtaLinkButton({
  link,
  tone,
  className,
}: {
  link: CtaLink
  tone: keyof typeof TONES
  className?: string
}) {
  const classes = cn(buttonVariants({ size: 'lg' }), 'whitespace-normal text-center', TONES[tone], className)
  const content = (
    <>
      {link.label}
      {tone !== 'outline' ? <ArrowRightIcon aria-hidden="true" /> : null}
    </>
  )
  if (link.kind === 'external') {
    return (
      <a href={link.href} rel="sponsored noopener" className={classes}>
        {content}
      </a>
    )
  }
  // An anchor on this page: the browser scrolls there (no client navigation).
  if (link.kind === 'anchor') {
    return (
      <a href={link.href} className={classes}>
        {content}
      </a>
    )
  }
  return (
    <Link href={link.href} className={classes}>
      {content}
    </Link>
  )
}
