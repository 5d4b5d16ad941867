'use client'

/**
 * One form field, in the shadcn/ui "Field" style: `Field` holds the state (the control's id, the
 * error, the description) and the parts place it; the aria wiring lives here, not in the forms.
 *
 *   <Field controlId={`${id}-email`} error={errors.email?.message} required>
 *     <FieldLabel>Email</FieldLabel>
 *     <FieldControl><Input type="email" {...register('email')} /></FieldControl>
 *     <FieldError />
 *   </Field>
 *
 * The control gets `id`, `aria-required`, `aria-invalid` while there is an error and
 * `aria-describedby` pointing at the description and the error that are shown. The error is a
 * plain paragraph read through that link (no live region), so several errors are not announced
 * at once after a submit.
 */
import { Slot } from '@radix-ui/react-slot'
import { cva, type VariantProps } from 'class-variance-authority'
import { type ComponentProps, createContext, type ReactNode, useContext } from 'react'

import { Label } from '@/components/ui/label'
import { cn } from '@/lib/utils'

type FieldState = {
  controlId: string
  error?: string
  description?: ReactNode
  required?: boolean
}

const FieldContext = createContext<FieldState | null>(null)

function useField(part: string): FieldState {
  const state = useContext(FieldContext)
  if (!state) throw new Error(`<${part}> must be used inside <Field>`)
  return state
}

const descriptionId = (controlId: string) => `${controlId}-description`
const errorId = (controlId: string) => `${controlId}-error`
const hasContent = (node: ReactNode) => node !== undefined && node !== null && node !== false && node !== ''

export const fieldVariants = cva('flex', {
  variants: {
    orientation: {
      /** Label, control, description and error stacked. */
      vertical: 'flex-col gap-1.5',
      /** Control and label side by side (checkboxes, switches). */
      horizontal: 'flex-row items-center gap-3',
    },
  },
  defaultVariants: { orientation: 'vertical' },
})

export type FieldProps = ComponentProps<'div'> &
  VariantProps<typeof fieldVariants> & {
    /** The control's id; the description's and the error's ids derive from it. */
    controlId: string
    /** The validation message, if any: shown by <FieldError /> and marks the control invalid. */
    error?: string
    /** Help text shown by <FieldDescription />; the control is described by it. */
    description?: ReactNode
    /** Marks the control aria-required. */
    required?: boolean
  }

export function Field({
  controlId,
  error,
  description,
  required,
  orientation,
  className,
  children,
  ...props
}: FieldProps) {
  return (
    <FieldContext.Provider value={{ controlId, error: error || undefined, description, required }}>
      <div
        data-slot="field"
        data-orientation={orientation ?? 'vertical'}
        data-invalid={error ? true : undefined}
        className={cn(fieldVariants({ orientation }), className)}
        {...props}
      >
        {children}
      </div>
    </FieldContext.Provider>
  )
}

export function FieldLabel(props: Omit<ComponentProps<typeof Label>, 'htmlFor'>) {
  const { controlId } = useField('FieldLabel')
  return <Label htmlFor={controlId} {...props} />
}

/** Wraps the one control (Input, Textarea, a checkbox…) and gives it the field's id and aria. */
export function FieldControl(props: ComponentProps<typeof Slot>) {
  const { controlId, error, description, required } = useField('FieldControl')
  const describedBy = [hasContent(description) && descriptionId(controlId), error && errorId(controlId)]
    .filter(Boolean)
    .join(' ')
  return (
    <Slot
      id={controlId}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
      {...props}
    />
  )
}

/** The field's description (Field's `description`); nothing when there is none. */
export function FieldDescription({ className, ...props }: Omit<ComponentProps<'p'>, 'id' | 'children'>) {
  const { controlId, description } = useField('FieldDescription')
  if (!hasContent(description)) return null
  return (
    <p
      id={descriptionId(controlId)}
      data-slot="field-description"
      className={cn('text-sm text-mocha-light', className)}
      {...props}
    >
      {description}
    </p>
  )
}

/** The field's error (Field's `error`); nothing while the field is valid. */
export function FieldError({ className, ...props }: Omit<ComponentProps<'p'>, 'id' | 'children'>) {
  const { controlId, error } = useField('FieldError')
  if (!error) return null
  return (
    <p
      id={errorId(controlId)}
      data-slot="field-error"
      className={cn('text-sm font-medium text-destructive', className)}
      {...props}
    >
      {error}
    </p>
  )
}
