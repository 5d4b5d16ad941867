/**
 * The parts of an order summary, shared by /checkout (the cart's lines, priced for display) and
 * /payment (the server's order): the lines with image, name, size, quantity and line price, then
 * subtotal, shipping ("Free"), tax and total. Amounts in integer cents.
 */
import { ShirtIcon } from 'lucide-react'

import { cn } from '@/lib/utils'

import { formatCents, TAX_RATE_PERCENT, type Totals } from '../../logic/money'

export type SummaryLine = {
  key: string
  name: string
  size: string | null
  quantity: number
  /** Unit price × quantity, in cents. */
  lineTotal: number
  image: { url: string; alt: string } | null
}

const THUMBNAIL = 64

/** The product's picture beside its name (decorative: the name says what it is). */
function LineImage({ image }: { image: SummaryLine['image'] }) {
  const frame = 'relative size-16 shrink-0 overflow-hidden rounded-lg border border-border bg-sand'
  if (!image) {
    return (
      <span className={cn(frame, 'inline-flex items-center justify-center text-mocha-light')}>
        <ShirtIcon className="size-6" aria-hidden="true" />
      </span>
    )
  }
  return (
    <span className={frame}>
      {/* The file as it is: Payload wrote the sizes at upload (ADR 0030). */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={image.url}
        alt=""
        width={THUMBNAIL}
        height={THUMBNAIL}
        loading="lazy"
        decoding="async"
        className="size-full object-cover text-transparent"
      />
    </span>
  )
}

export function SummaryLines({ lines, label }: { lines: readonly SummaryLine[]; label: string }) {
  return (
    <ul className="flex flex-col divide-y divide-border" aria-label={label}>
      {lines.map((line) => (
        <li key={line.key} className="flex items-center gap-4 py-4 first:pt-0">
          <LineImage image={line.image} />
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <p className="font-semibold break-words text-mocha">{line.name}</p>
            <p className="text-sm text-mocha-light">
              {line.size ? <>Size: {line.size} · </> : null}Quantity: {line.quantity}
            </p>
          </div>
          <p className="shrink-0 font-semibold text-mocha">{formatCents(line.lineTotal)}</p>
        </li>
      ))}
    </ul>
  )
}

function Row({ label, value, total = false }: { label: string; value: string; total?: boolean }) {
  return (
    <div
      className={cn(
        'flex justify-between gap-4',
        total && 'mt-1 border-t border-border pt-3 text-lg font-semibold text-mocha',
      )}
    >
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}

export function SummaryTotals({ totals }: { totals: Totals }) {
  return (
    <dl className="flex flex-col gap-2 border-t border-border pt-4 text-sm text-mocha">
      <Row label="Subtotal" value={formatCents(totals.subtotal)} />
      <Row label="Shipping" value={totals.shipping === 0 ? 'Free' : formatCents(totals.shipping)} />
      <Row label={`Tax (${TAX_RATE_PERCENT}%)`} value={formatCents(totals.tax)} />
      <Row label="Total" value={formatCents(totals.total)} total />
    </dl>
  )
}
