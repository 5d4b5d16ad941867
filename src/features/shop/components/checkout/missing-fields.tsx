'use client'

import { CHECKOUT_FIELD_LABELS, type CheckoutField, MISSING_INTRO } from '../../logic/checkout-missing'

/**
 * Beside the disabled "Continue to Payment": which fields keep it disabled ("Still needed to continue:
 * Email, Address"), by their labels, updated as the visitor types (../../logic/checkout-missing.ts
 * computes them from the form's values and the fields the server refused, until edited).
 * Each name is a button that takes focus to its field. The disabled button is described
 * (aria-describedby, `id`) by the same sentence as plain hidden text: computed from the list itself,
 * the buttons' boxes would space their commas ("Email , Address"). Nothing is rendered once the
 * form may be sent.
 */
export function MissingFields({
  id,
  missing,
  onPick,
}: {
  id: string
  missing: readonly CheckoutField[]
  onPick: (field: CheckoutField) => void
}) {
  if (missing.length === 0) return null
  const labels = missing.map((field) => CHECKOUT_FIELD_LABELS[field])
  return (
    <>
      <span id={id} hidden>
        {`${MISSING_INTRO} ${labels.join(', ')}.`}
      </span>
      <div className="-mt-4 text-sm text-muted-foreground">
        <p className="inline">{MISSING_INTRO} </p>
        <ul className="inline">
          {missing.map((field, index) => (
            <li key={field} className="inline">
              <button
                type="button"
                onClick={() => onPick(field)}
                className="inline-flex min-h-6 items-center rounded-sm font-medium text-foreground underline underline-offset-2 hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                {labels[index]}
              </button>
              {index < missing.length - 1 ? ', ' : '.'}
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}
