'use client'

import { cva, type VariantProps } from 'class-variance-authority'
import { MinusIcon, PlusIcon } from 'lucide-react'
import { useId, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/utils'

export const quantityStepperVariants = cva('inline-flex w-fit items-center rounded-full border border-input bg-card', {
  variants: {
    size: {
      default: 'h-11 gap-1 p-0.5 [&_input]:w-12 [&_input]:text-base',
      sm: 'h-9 gap-0.5 p-0.5 [&_input]:w-10 [&_input]:text-sm',
    },
  },
  defaultVariants: { size: 'default' },
})

export type QuantityStepperProps = VariantProps<typeof quantityStepperVariants> & {
  /** The input's id (its label points at it). */
  id: string
  /** The label, e.g. "Quantity" (SPEC §2 "quantity stepper"). */
  label: string
  /** Hide the label visually (it still names the input and the group). */
  labelHidden?: boolean
  /** Names the buttons: "Decrease quantity of {itemName}"; without it, "Decrease quantity". */
  itemName?: string
  value: number
  /** SPEC §5: the quantity is at least 1. */
  min?: number
  max: number
  onChange: (quantity: number) => void
  disabled?: boolean
  className?: string
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max))

/**
 * A number input between a minus and a plus button (SPEC §2, §5: at least 1, at most `max`).
 * What is typed counts as soon as it is a whole number in range; on leaving the input, anything
 * else goes back to the nearest allowed value. The arrow keys step like any number input.
 */
export function QuantityStepper({
  id,
  label,
  labelHidden = false,
  itemName,
  value,
  min = 1,
  max,
  onChange,
  disabled = false,
  size,
  className,
}: QuantityStepperProps) {
  const labelId = useId()
  const [text, setText] = useState(String(value))
  // The value changed from outside (a button, another tab, a clamp): show it.
  const [shown, setShown] = useState(value)
  if (shown !== value) {
    setShown(value)
    setText(String(value))
  }

  const commit = (next: number) => {
    const quantity = clamp(Math.round(next), min, max)
    setText(String(quantity))
    setShown(quantity)
    if (quantity !== value) onChange(quantity)
  }

  const of = itemName ? ` of ${itemName}` : ''
  const buttonSize = size === 'sm' ? 'icon-sm' : 'icon'
  const buttonClass = cn(
    size === 'sm' ? 'size-8' : 'size-10',
    'aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
  )
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label id={labelId} htmlFor={id} className={labelHidden ? 'sr-only' : undefined}>
        {label}
      </Label>
      <div role="group" aria-labelledby={labelId} className={quantityStepperVariants({ size })}>
        <Button
          variant="ghost"
          size={buttonSize}
          className={buttonClass}
          aria-label={`Decrease quantity${of}`}
          // aria-disabled, not disabled: the button keeps focus when it reaches the limit.
          aria-disabled={disabled || value <= min || undefined}
          disabled={disabled}
          onClick={() => value > min && commit(value - 1)}
        >
          <MinusIcon aria-hidden="true" />
        </Button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={Math.max(min, max)}
          step={1}
          value={text}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value)
            const next = Number(event.target.value)
            if (event.target.value !== '' && Number.isInteger(next) && next >= min && next <= max) {
              setShown(next)
              if (next !== value) onChange(next)
            }
          }}
          onBlur={() => {
            const next = Number(text)
            commit(text.trim() === '' || !Number.isFinite(next) ? value : next)
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              const next = Number(text)
              commit(text.trim() === '' || !Number.isFinite(next) ? value : next)
            }
          }}
          className={cn(
            'h-full min-w-0 rounded-md bg-transparent text-center font-semibold text-mocha tabular-nums',
            'appearance-none [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none [-moz-appearance:textfield]',
            'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-60',
          )}
        />
        <Button
          variant="ghost"
          size={buttonSize}
          className={buttonClass}
          aria-label={`Increase quantity${of}`}
          aria-disabled={disabled || value >= max || undefined}
          disabled={disabled}
          onClick={() => value < max && commit(value + 1)}
        >
          <PlusIcon aria-hidden="true" />
        </Button>
      </div>
    </div>
  )
}
