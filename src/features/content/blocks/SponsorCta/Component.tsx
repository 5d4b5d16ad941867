import { ZapIcon } from 'lucide-react'
import Link from 'next/link'

import { Button } from '@/components/ui/button'
import { isInternalPath } from '@/lib/paths'
import { cn } from '@/lib/utils'

import type { SponsorLink } from './vocabulary'

/**
 * The sponsor call-to-action (SPEC §9): fixed text linking to the presenting partner's tool
 * (site settings "Presenting partner": name and link). Renders nothing without a partner link.
 */
export function SponsorCta({ sponsor, className }: { sponsor: SponsorLink | null; className?: string }) {
  if (!sponsor) return null
  const internal = isInternalPath(sponsor.href)
  const label = `Plan your system with ${sponsor.name}`
  return (
    <aside
      data-block="sponsor-cta"
      className={cn(
        'not-prose my-10 flex flex-col gap-4 rounded-2xl bg-mocha p-6 text-cream md:flex-row md:items-center md:gap-6 md:p-8',
        className,
      )}
    >
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-cream/10">
        <ZapIcon className="size-6 text-burnt-light" aria-hidden="true" />
      </span>
      <div className="flex flex-1 flex-col gap-1">
        <p className="text-xs font-semibold tracking-wide text-burnt-light uppercase">Partner tool</p>
        <p className="font-display text-2xl leading-snug">Powering your build?</p>
        <p className="text-sm leading-relaxed text-cream/85">
          Work out the batteries, solar and charging your rig really needs, and get a system designed around the way you
          travel.
        </p>
      </div>
      <Button asChild variant="primary-onDark" size="lg" className="w-full shrink-0 md:w-fit">
        {internal ? (
          <Link href={sponsor.href}>{label}</Link>
        ) : (
          <a href={sponsor.href} target="_blank" rel="noopener noreferrer sponsored">
            {label}
          </a>
        )}
      </Button>
    </aside>
  )
}
