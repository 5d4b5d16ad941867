'use client'

import type { ReactNode } from 'react'

import { cn } from '@/lib/utils'

export type Choice<V extends string> = { value: V; label: ReactNode; hint?: ReactNode; disabled?: boolean }

type GroupProps<V extends string> = {
  name: string
  legend: string
  choices: readonly Choice<V>[]
  className?: string
} & (
  | { multiple: true; value: readonly V[]; onChange: (value: V[]) => void }
  | { multiple?: false; value: V | null; onChange: (value: V) => void }
)

/** A fieldset of radio buttons (one of) or checkboxes (any of), native controls, 44 px targets. */
export function ChoiceGroup<V extends string>(props: GroupProps<V>) {
  const { name, legend, choices, className } = props
  const checked = (value: V) => (props.multiple ? props.value.includes(value) : props.value === value)
  const toggle = (value: V, on: boolean) => {
    if (props.multiple) {
      const next = on ? [...props.value, value] : props.value.filter((each) => each !== value)
      props.onChange(choices.map((choice) => choice.value).filter((each) => next.includes(each)))
    } else if (on) {
      props.onChange(value)
    }
  }
  return (
    <fieldset className={cn('flex flex-col gap-2', className)}>
      <legend className="mb-2 text-sm font-semibold text-mocha">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((choice) => {
          const id = `${name}-${choice.value.replace(/[^a-z0-9]+/gi, '-')}`
          return (
            <label
              key={choice.value}
              htmlFor={id}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border bg-background px-3 py-2 text-base',
                'has-checked:border-burnt has-checked:bg-sand has-focus-visible:ring-2 has-focus-visible:ring-ring/60',
                choice.disabled && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                id={id}
                type={props.multiple ? 'checkbox' : 'radio'}
                name={name}
                value={choice.value}
                checked={checked(choice.value)}
                disabled={choice.disabled}
                onChange={(event) => toggle(choice.value, event.target.checked)}
                className="size-4 shrink-0 accent-burnt"
              />
              <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3">
                <span>{choice.label}</span>
                {choice.hint ? <span className="text-sm text-mocha-light">{choice.hint}</span> : null}
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}

type ToggleProps = { id: string; label: ReactNode; hint?: ReactNode; checked: boolean; onChange: (on: boolean) => void }

/** One checkbox with its label (gym on, spread the setup cost). */
export function Toggle({ id, label, hint, checked, onChange }: ToggleProps) {
  return (
    <label
      htmlFor={id}
      className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border bg-background px-3 py-2 text-base has-checked:border-burnt has-checked:bg-sand has-focus-visible:ring-2 has-focus-visible:ring-ring/60"
    >
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 shrink-0 accent-burnt"
      />
      <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3">
        <span>{label}</span>
        {hint ? <span className="text-sm text-mocha-light">{hint}</span> : null}
      </span>
    </label>
  )
}
