'use client'

import { cva } from 'class-variance-authority'
import type { Ref } from 'react'

import { cn } from '@/lib/utils'

import type { ProductSize } from '../logic/stock'

export const sizeOptionVariants = cva([
  'relative inline-flex h-11 min-w-14 cursor-pointer items-center justify-center rounded-full border px-4 text-sm font-semibold',
  'border-input bg-card text-mocha transition-colors hover:border-burnt hover:bg-sand',
  'has-checked:border-mocha has-checked:bg-mocha has-checked:text-cream',
  'has-focus-visible:ring-2 has-focus-visible:ring-ring has-focus-visible:ring-offset-2 has-focus-visible:ring-offset-background',
  'has-disabled:cursor-not-allowed has-disabled:border-dashed has-disabled:bg-transparent has-disabled:text-muted-foreground has-disabled:line-through has-disabled:hover:bg-transparent',
])

export type SizeOption = { size: ProductSize; available: number }

type Props = {
  /** Unique per page: the radios' group name and the ids derive from it. */
  name: string
  options: readonly SizeOption[]
  value: ProductSize | null
  onChange: (size: ProductSize) => void
  /** The first radio that can be chosen (focused when Add to Cart is pressed without a size). */
  firstRef?: Ref<HTMLInputElement>
  className?: string
}

/**
 * SPEC §2 "size buttons": S, M, L, XL as a group of native radios drawn as buttons (one tab
 * stop; the arrow keys move and choose, skipping sizes that are out of stock). A size with none
 * left is disabled and says so in its name ("S, out of stock").
 */
export function SizePicker({ name, options, value, onChange, firstRef, className }: Props) {
  const firstAvailable = options.find((option) => option.available > 0)?.size
  return (
    <fieldset className={cn('flex flex-col gap-2', className)}>
      <legend className="mb-2 text-sm font-semibold text-mocha">Size</legend>
      <div className="flex flex-wrap gap-2">
        {options.map(({ size, available }) => {
          const soldOut = available <= 0
          return (
            <label key={size} className={sizeOptionVariants()}>
              <input
                ref={size === firstAvailable ? firstRef : undefined}
                type="radio"
                name={name}
                value={size}
                checked={value === size}
                disabled={soldOut}
                aria-label={soldOut ? `${size}, out of stock` : undefined}
                onChange={() => onChange(size)}
                className="sr-only"
              />
              {size}
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
