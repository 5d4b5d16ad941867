import { InfoIcon, LightbulbIcon, type LucideIcon, QuoteIcon, TriangleAlertIcon } from 'lucide-react'
import type { ReactNode } from 'react'

import { cn } from '@/lib/utils'

import type { HighlightIcon, HighlightProps, HighlightVariant } from './vocabulary'

const ICONS: Record<HighlightIcon, { icon: LucideIcon; label: string }> = {
  tip: { icon: LightbulbIcon, label: 'Tip' },
  warning: { icon: TriangleAlertIcon, label: 'Warning' },
  info: { icon: InfoIcon, label: 'Note' },
  quote: { icon: QuoteIcon, label: 'Quote' },
}

const VARIANTS: Record<HighlightVariant, { box: string; icon: string }> = {
  default: { box: 'border-mocha-light bg-sand text-mocha', icon: 'text-mocha' },
  burnt: { box: 'border-burnt bg-burnt-light/25 text-mocha', icon: 'text-burnt-dark' },
  terra: { box: 'border-terra bg-terra-light/40 text-mocha', icon: 'text-terra' },
  mocha: { box: 'border-burnt-light bg-mocha text-cream', icon: 'text-burnt-light' },
}

/** The highlight block (SPEC §9): a tinted box with an icon, an optional title and a body. */
export function Highlight({ props, children }: { props: HighlightProps; children: ReactNode }) {
  const { icon: Icon, label } = ICONS[props.icon]
  const variant = VARIANTS[props.variant]
  return (
    <aside
      data-block="highlight"
      data-variant={props.variant}
      aria-label={props.title ?? label}
      className={cn('my-8 flex gap-4 rounded-xl border-l-4 p-5 md:p-6', variant.box)}
    >
      <Icon className={cn('mt-0.5 size-6 shrink-0', variant.icon)} aria-hidden="true" />
      <div className="min-w-0 flex-1">
        {props.title ? <p className="not-prose mb-2 text-lg font-semibold">{props.title}</p> : null}
        <div className="highlight-body">{children}</div>
      </div>
    </aside>
  )
}
