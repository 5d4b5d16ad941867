'use client'

import { type FieldPath, type FieldValues, useFormState, type UseFormReturn } from 'react-hook-form'

import { Field, FieldControl, FieldError, FieldLabel } from '@/components/ui/field'
import { Input } from '@/components/ui/input'

/** One single-line text input of a form. */
export type TextFieldSpec<T extends FieldValues> = {
  name: FieldPath<T>
  label: string
  type: 'text' | 'email'
  autoComplete: string
  /** Defaults to true. */
  required?: boolean
}

/** A column of labelled text inputs, registered with the form, each with its error (the Field primitive). */
export function TextFields<T extends FieldValues, V>({
  fields,
  form,
  idPrefix,
}: {
  fields: readonly TextFieldSpec<T>[]
  form: UseFormReturn<T, unknown, V>
  idPrefix: string
}) {
  // Its own subscription: the fields re-render when their errors change.
  const formState = useFormState({ control: form.control })
  return fields.map((field) => (
    <Field
      key={field.name}
      controlId={`${idPrefix}-${field.name}`}
      error={form.getFieldState(field.name, formState).error?.message}
      required={field.required ?? true}
    >
      <FieldLabel>{field.label}</FieldLabel>
      <FieldControl>
        <Input type={field.type} autoComplete={field.autoComplete} {...form.register(field.name)} />
      </FieldControl>
      <FieldError />
    </Field>
  ))
}
