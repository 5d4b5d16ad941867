'use client'

import { type ComponentType, useRef, useState } from 'react'

import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/utils'

import type { RegionKey } from '../logic/regions'
import type { RegionOption } from '../queries'
import type { SwitchRegionDialogProps } from './switch-region-dialog'

const loadDialog = () => import('./switch-region-dialog').then((module) => module.SwitchRegionDialog)

type Props = {
  regions: readonly RegionOption[]
  current: RegionKey | null
  /** Sets the region and clears every input. */
  onChoose: (region: RegionKey) => void
}

export const COMING_SOON = 'Coming soon'

/**
 * The country picker (SPEC §2): regions without data are listed, disabled, as "Coming soon". The
 * first choice applies at once; another opens the "Switch Region" dialog, whose code loads the
 * first time it may be needed (pointer or focus on a region while one is chosen).
 */
export function RegionPicker({ regions, current, onChoose }: Props) {
  const [Dialog, setDialog] = useState<ComponentType<SwitchRegionDialogProps> | null>(null)
  // The region asked for, kept after the dialog closes so its text does not change while it fades.
  const [target, setTarget] = useState<RegionOption | null>(null)
  const [confirming, setConfirming] = useState(false)
  const opener = useRef<HTMLButtonElement | null>(null)

  const prepare = () => {
    if (current && !Dialog) {
      loadDialog().then(
        (component) => setDialog(() => component),
        (error: unknown) => console.error('The dialog could not be loaded', error),
      )
    }
  }

  return (
    <section
      aria-labelledby="region-heading"
      className="rounded-2xl border border-border bg-card p-5 md:p-8 print:hidden"
    >
      <h2 id="region-heading" className="text-xl md:text-2xl">
        Where are you travelling?
      </h2>
      <p className="mt-2 text-base text-mocha-light">
        Pick a country or region: prices, currency and fuel units follow it.
      </p>
      <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-5 lg:grid-cols-3 xl:grid-cols-5">
        {regions.map((region) => {
          const selected = region.key === current
          return (
            <li key={region.key}>
              <button
                type="button"
                aria-pressed={selected}
                disabled={!region.available}
                aria-describedby={region.available ? undefined : `region-${region.key}-soon`}
                onPointerEnter={prepare}
                onFocus={prepare}
                onClick={(event) => {
                  if (selected) return
                  if (!current) return onChoose(region.key)
                  prepare()
                  opener.current = event.currentTarget
                  setTarget(region)
                  setConfirming(true)
                }}
                className={cn(
                  'flex min-h-16 w-full flex-col items-center justify-center gap-1 rounded-xl border-2 px-3 py-2 text-base font-semibold transition-colors',
                  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none',
                  selected
                    ? 'border-burnt bg-burnt text-white'
                    : 'border-border bg-background text-mocha hover:border-burnt',
                  !region.available && 'cursor-not-allowed border-dashed text-mocha-light hover:border-border',
                )}
              >
                {region.label}
                {region.available ? null : (
                  <Badge id={`region-${region.key}-soon`} variant="secondary">
                    {COMING_SOON}
                  </Badge>
                )}
              </button>
            </li>
          )
        })}
      </ul>
      {Dialog && target ? (
        <Dialog
          open={confirming}
          to={target.label}
          returnFocusTo={() => opener.current}
          onCancel={() => setConfirming(false)}
          onProceed={() => {
            onChoose(target.key)
            setConfirming(false)
          }}
        />
      ) : null}
    </section>
  )
}
