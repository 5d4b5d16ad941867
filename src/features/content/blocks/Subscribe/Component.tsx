import { MailIcon } from 'lucide-react'

import { OpenDialogButton } from '@/components/site/open-dialog-button'
import { cn } from '@/lib/utils'

/** The subscribe block (SPEC §9): "Join the {product} community" and "Join Now" opening the subscribe dialog. */
export function SubscribeBlock({ productName, className }: { productName: string; className?: string }) {
  return (
    <aside
      data-block="subscribe"
      className={cn(
        'not-prose my-10 flex flex-col items-start gap-4 rounded-2xl border border-border bg-sand p-6 text-mocha md:flex-row md:items-center md:justify-between md:p-8',
        className,
      )}
    >
      <div className="flex items-center gap-4">
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-burnt text-white sm:inline-flex">
          <MailIcon className="size-6" aria-hidden="true" />
        </span>
        <div className="flex flex-col gap-1">
          <h2 className="font-display text-2xl leading-snug">Join the {productName} community</h2>
          <p className="text-sm leading-relaxed text-muted-foreground">
            New stories every Thursday, plus practical tips for life on the road.
          </p>
        </div>
      </div>
      <OpenDialogButton dialog="subscribe" variant="primary" size="lg">
        Join Now
      </OpenDialogButton>
    </aside>
  )
}
