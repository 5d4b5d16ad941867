import type { ReactNode } from 'react'

import { Button, type ButtonProps } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'

/** A form's submit button: disabled with a spinner and `pendingLabel` while the form is sending (or when `disabled`). */
export function SubmitButton({
  pending,
  pendingLabel,
  disabled = false,
  children,
  ...props
}: Omit<ButtonProps, 'type' | 'asChild'> & { pending: boolean; pendingLabel: string; children: ReactNode }) {
  return (
    <Button type="submit" disabled={pending || disabled} {...props}>
      {pending ? (
        <>
          <Spinner />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  )
}
