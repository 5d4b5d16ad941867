'use client'

/**
 * /checkout's contact and shipping form (SPEC §3, §4, §5, §8): validated as it is typed, "Continue
 * to Payment" disabled until it is valid, with the fields still missing listed beside it
 * (./missing-fields.tsx). Submitting ("Creating Order...") sends the customer and the
 * cart's product ids, sizes and quantities, never a price: the server prices the order (and reuses
 * this tab's earlier pending order when the cart and details are the same). A created
 * order and the form's values are kept for /payment (./checkout-storage.ts), then the visitor goes
 * there; a refusal puts the server's field messages on the fields, toasts "Error" with the
 * server's reason (or the SPEC's "Failed to create order. Please try again.") and stays.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import { type FieldPath, useForm, useWatch } from 'react-hook-form'

import { FormError } from '@/components/forms/form-error'
import { SubmitButton } from '@/components/forms/submit-button'
import { type TextFieldSpec, TextFields } from '@/components/forms/text-fields'
import { toast } from '@/components/ui/toast'
import { applyFieldErrors } from '@/lib/forms/field-errors'
import type { PostFormFailure } from '@/lib/forms/post-form'
import { postForm } from '@/lib/forms/post-form'

import type { CartItem } from '../../logic/cart'
import {
  type CheckoutCustomer,
  type CheckoutCustomerInput,
  checkoutCustomerSchema,
  DEFAULT_COUNTRY,
  orderCreatedSchema,
  SHOP_ENDPOINTS,
  SHOP_MESSAGES,
  SHOP_PATHS,
} from '../../schemas'
import { CHECKOUT_FIELD_LABELS as LABELS, missingCheckoutFields } from '../../logic/checkout-missing'
import { saveStoredCheckout } from './checkout-storage'
import { CountryField } from './country-field'
import { MissingFields } from './missing-fields'

const EMPTY: CheckoutCustomerInput = {
  email: '',
  firstName: '',
  lastName: '',
  address: '',
  city: '',
  postalCode: '',
  country: DEFAULT_COUNTRY,
}

const FIELDS = [
  'email',
  'firstName',
  'lastName',
  'address',
  'city',
  'postalCode',
  'country',
] as const satisfies readonly FieldPath<CheckoutCustomerInput>[]

type Spec = TextFieldSpec<CheckoutCustomerInput>
const EMAIL: Spec[] = [{ name: 'email', label: LABELS.email, type: 'email', autoComplete: 'email' }]
const NAMES: Spec[] = [
  { name: 'firstName', label: LABELS.firstName, type: 'text', autoComplete: 'shipping given-name' },
  { name: 'lastName', label: LABELS.lastName, type: 'text', autoComplete: 'shipping family-name' },
]
const ADDRESS: Spec[] = [
  { name: 'address', label: LABELS.address, type: 'text', autoComplete: 'shipping street-address' },
]
const CITY: Spec[] = [
  { name: 'city', label: LABELS.city, type: 'text', autoComplete: 'shipping address-level2' },
  { name: 'postalCode', label: LABELS.postalCode, type: 'text', autoComplete: 'shipping postal-code' },
]

/** The server names a customer's field either as it is ("email") or within the request ("customer.email"). */
function customerFieldErrors(failure: PostFormFailure): PostFormFailure {
  if (!failure.fieldErrors) return failure
  const fieldErrors: Record<string, string> = {}
  for (const name of FIELDS) {
    const message = failure.fieldErrors[name] ?? failure.fieldErrors[`customer.${name}`]
    if (message) fieldErrors[name] = message
  }
  return { ...failure, fieldErrors }
}

/**
 * A refusal about what no field shows (the cart's lines: "items"; the customer as a whole) says
 * more than "correct the highlighted fields", with nothing highlighted.
 */
function otherFieldError(failure: PostFormFailure): string | undefined {
  return Object.values(failure.fieldErrors ?? {}).find(Boolean)
}

/** What the order request carries of the cart: which product, which size, how many. */
const orderLines = (items: readonly CartItem[]) =>
  items.map((item) => ({ productId: item.productId, size: item.size ?? null, quantity: item.quantity }))

export function CheckoutForm({
  items,
  savedCustomer,
  pendingOrderId,
}: {
  items: readonly CartItem[]
  /** The values of the last order created in this tab ("Back to Checkout" from /payment). */
  savedCustomer: CheckoutCustomer | null
  /** The last order created in this tab: the server reuses it for the same cart and details, or cancels it. */
  pendingOrderId: string | null
}) {
  const id = useId()
  const router = useRouter()
  // Set once the order exists: the button keeps saying "Creating Order..." until /payment opens.
  const [leaving, setLeaving] = useState(false)
  // The last refusal, under the button (the toast goes after 5 s); local state rather than a root
  // error, which would disable the button until a field changed.
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<CheckoutCustomerInput, unknown, CheckoutCustomer>({
    resolver: zodResolver(checkoutCustomerSchema),
    defaultValues: savedCustomer ?? EMPTY,
    mode: 'onChange',
  })
  const { isSubmitting, isValid, errors } = form.formState
  // What keeps the button disabled, listed beside it as the visitor types: the fields not valid yet
  // and those the server refused (their errors stay until the field is edited).
  const missing = missingCheckoutFields(useWatch({ control: form.control }), Object.keys(errors))
  const missingId = `${id}-missing`

  const onSubmit = form.handleSubmit(async (customer) => {
    setFailure(null)
    const result = await postForm(
      SHOP_ENDPOINTS.orders,
      { ...(pendingOrderId ? { pendingOrderId } : {}), customer, items: orderLines(items) },
      { success: orderCreatedSchema, failure: SHOP_MESSAGES.orderFailed },
    )
    if (result.ok) {
      setLeaving(true)
      saveStoredCheckout({ order: result.order, customer })
      router.push(SHOP_PATHS.payment)
      return
    }
    const onFields = applyFieldErrors(form.setError, customerFieldErrors(result), FIELDS)
    const message = onFields ? result.error : (otherFieldError(result) ?? result.error)
    setFailure(message)
    toast.error(SHOP_MESSAGES.errorTitle, { description: message })
  })

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-8" aria-label="Contact and shipping details">
      <fieldset className="flex flex-col gap-5">
        <legend className="mb-5 font-display text-2xl">Contact Information</legend>
        <TextFields fields={EMAIL} form={form} idPrefix={id} />
      </fieldset>
      <fieldset className="flex flex-col gap-5">
        <legend className="mb-5 font-display text-2xl">Shipping Address</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextFields fields={NAMES} form={form} idPrefix={id} />
        </div>
        <TextFields fields={ADDRESS} form={form} idPrefix={id} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextFields fields={CITY} form={form} idPrefix={id} />
        </div>
        <CountryField form={form} idPrefix={id} />
      </fieldset>
      <SubmitButton
        pending={isSubmitting || leaving}
        pendingLabel={SHOP_MESSAGES.creatingOrder}
        // A field the server refused stays listed until edited: react-hook-form's isValid follows the
        // schema again as soon as any field changes, so the list keeps the button disabled too.
        disabled={!isValid || missing.length > 0}
        variant="primary"
        size="lg"
        className="w-full"
        aria-describedby={missing.length > 0 ? missingId : undefined}
      >
        Continue to Payment
      </SubmitButton>
      <MissingFields id={missingId} missing={missing} onPick={(field) => form.setFocus(field)} />
      <FormError message={failure} />
    </form>
  )
}
