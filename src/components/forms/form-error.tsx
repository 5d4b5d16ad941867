/** A form's own error (not a field's): read out at once (role="alert"); nothing when there is none. */
export function FormError({ message }: { message?: string | null }) {
  if (!message) return null
  return (
    <p role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  )
}
