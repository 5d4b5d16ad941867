'use client'

import type { ReactNode } from 'react'
import { type FieldPath, type FieldValues, useFormState, type UseFormReturn } from 'react-hook-form'

import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from '@/components/ui/field'
import { Input } from '@/components/ui/input'

export type AccountFieldProps<T extends FieldValues, V> = {
  form: UseFormReturn<T, unknown, V>
  name: FieldPath<T>
  label: string
  /** The form's useId(); the input's id is `${idPrefix}-${name}`. */
  idPrefix: string
  type?: 'text' | 'email' | 'password' | 'tel'
  autoComplete: string
  required?: boolean
  description?: ReactNode
  /** Shown after the label, on its line (e.g. the "Forgot password?" link). */
  labelAside?: ReactNode
}

/** One labelled input of an account form, registered with the form, with its error (the Field primitive). */
export function AccountField<T extends FieldValues, V>({
  form,
  name,
  label,
  idPrefix,
  type = 'text',
  autoComplete,
  required = true,
  description,
  labelAside,
}: AccountFieldProps<T, V>) {
  // Its own subscription: the field re-renders when its error changes.
  const formState = useFormState({ control: form.control, name })
  return (
    <Field
      controlId={`${idPrefix}-${name}`}
      error={form.getFieldState(name, formState).error?.message}
      required={required}
      description={description}
    >
      {labelAside ? (
        <div className="flex items-baseline justify-between gap-3">
          <FieldLabel>{label}</FieldLabel>
          {labelAside}
        </div>
      ) : (
        <FieldLabel>{label}</FieldLabel>
      )}
      <FieldControl>
        <Input type={type} autoComplete={autoComplete} {...form.register(name)} />
      </FieldControl>
      <FieldDescription />
      <FieldError />
    </Field>
  )
}
