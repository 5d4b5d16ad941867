'use client'

import { useFormState, type UseFormReturn } from 'react-hook-form'

import { Field, FieldControl, FieldError, FieldLabel } from '@/components/ui/field'
import { cn } from '@/lib/utils'

import { CHECKOUT_COUNTRIES, type CheckoutCustomer, type CheckoutCustomerInput } from '../../schemas'

/** The country select of the shipping address (SPEC §3: defaults to US), with its error. */
export function CountryField({
  form,
  idPrefix,
}: {
  form: UseFormReturn<CheckoutCustomerInput, unknown, CheckoutCustomer>
  idPrefix: string
}) {
  // Its own subscription: the field re-renders when its error changes.
  const formState = useFormState({ control: form.control, name: 'country' })
  return (
    <Field controlId={`${idPrefix}-country`} error={form.getFieldState('country', formState).error?.message} required>
      <FieldLabel>Country</FieldLabel>
      <FieldControl>
        <select
          autoComplete="country"
          className={cn(
            'h-11 w-full min-w-0 rounded-lg border border-input bg-card px-3 text-base text-foreground',
            'transition-colors focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none',
            'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive',
          )}
          {...form.register('country')}
        >
          {CHECKOUT_COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </FieldControl>
      <FieldError />
    </Field>
  )
}
