/**
 * What keeps /checkout's "Continue to Payment" disabled (SPEC §5: submit is disabled until the form
 * is valid): the fields, by their labels on screen, that are empty or not yet valid under the same
 * rules as the form (checkoutCustomerSchema), and those the server refused until they are edited,
 * in the form's order. The form lists them beside the disabled button ("Still needed to continue:
 * Email, Address.") and the list shrinks as they are typed.
 */
import { type CheckoutCustomerInput, checkoutCustomerSchema } from '../schemas'

export type CheckoutField = keyof CheckoutCustomerInput

/** The checkout's fields in the form's order, with their labels (SPEC §3 customer details). */
export const CHECKOUT_FIELD_LABELS = {
  email: 'Email',
  firstName: 'First Name',
  lastName: 'Last Name',
  address: 'Address',
  city: 'City',
  postalCode: 'Postal Code',
  country: 'Country',
} as const satisfies Record<CheckoutField, string>

/** What the list beside the disabled button starts with. */
// "Still needed", not "fill in": a field can be filled and not valid yet ("sam@" for Email).
export const MISSING_INTRO = 'Still needed to continue:'

const ORDER = Object.keys(CHECKOUT_FIELD_LABELS) as CheckoutField[]

/**
 * The fields not yet valid, in the form's order; empty when the form may be sent. `refused` names
 * the fields the server refused (their errors on the form until edited): listed too, though their
 * values pass the form's rules, as they keep the button disabled all the same.
 */
export function missingCheckoutFields(
  values: Partial<Record<CheckoutField, unknown>>,
  refused: Iterable<string> = [],
): CheckoutField[] {
  const result = checkoutCustomerSchema.safeParse(values)
  const invalid = new Set<unknown>(refused)
  if (!result.success) for (const issue of result.error.issues) invalid.add(issue.path[0])
  return ORDER.filter((field) => invalid.has(field))
}
