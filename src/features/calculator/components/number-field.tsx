'use client'

import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from '@/components/ui/field'
import { Input } from '@/components/ui/input'

import type { InputNote, NumberInputDef, ReadNumber } from '../logic/inputs'
import { formatMoney, toCents } from '../logic/money'

/** A limit as the field counts it: money with its symbol, a percent, or a plain number. */
export function formatLimit(def: Pick<NumberInputDef, 'kind'>, value: number, symbol: string): string {
  if (def.kind === 'money') return formatMoney(toCents(value), symbol)
  if (def.kind === 'percent') return `${value}%`
  return new Intl.NumberFormat('en-US').format(value)
}

/** Why the field counts something else than what was typed (never silently, issue 13 point 3). */
export function noteText(note: InputNote, kind: NumberInputDef['kind'], symbol: string): string {
  if (note.kind === 'not-a-number')
    return `Not a number, so it counts as ${formatLimit({ kind }, note.counted, symbol)}.`
  const limit = formatLimit({ kind }, note.limit, symbol)
  return note.kind === 'above-max'
    ? `Above the maximum of ${limit}, so ${limit} is counted.`
    : `Below the minimum of ${limit}, so ${limit} is counted.`
}

type Props = {
  def: NumberInputDef
  /** What the address holds: the text as typed, or null for the default. */
  text: string | null
  read: ReadNumber
  symbol: string
  onChange: (text: string) => void
  idPrefix?: string
}

/** One number input: its label, the unit and range it takes, and a note when it is clamped. */
export function NumberField({ def, text, read, symbol, onChange, idPrefix = 'calc' }: Props) {
  const money = def.kind === 'money'
  const steps = def.step === 1 ? '' : `, in steps of ${formatLimit(def, def.step, symbol)}`
  const range = `${formatLimit(def, def.min, symbol)} to ${formatLimit(def, def.max, symbol)} ${def.unit}${steps}`
  // The arrow keys move by the input's step, within its range, like a number field's.
  const stepBy = (direction: 1 | -1) => {
    const next = Math.min(def.max, Math.max(def.min, read.value + direction * def.step))
    onChange(String(Math.round(next * 100) / 100))
  }
  return (
    <Field
      controlId={`${idPrefix}-${def.key}`}
      description={range}
      error={read.note ? noteText(read.note, def.kind, symbol) : undefined}
    >
      <FieldLabel>{def.label}</FieldLabel>
      <div className="relative">
        {money ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-mocha-light"
          >
            {symbol}
          </span>
        ) : null}
        <FieldControl>
          <Input
            inputMode="decimal"
            autoComplete="off"
            value={text ?? String(def.defaultValue)}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return
              event.preventDefault()
              stepBy(event.key === 'ArrowUp' ? 1 : -1)
            }}
            className={money ? 'pl-7' : undefined}
          />
        </FieldControl>
      </div>
      <FieldDescription className="text-xs" />
      <FieldError className="text-amber-800" />
    </Field>
  )
}
