/** The one error the payment providers throw. Its message never holds a key or a card number. */

export type PaymentProviderErrorOptions = {
  /** The provider's HTTP status, when it answered. */
  status?: number
  /** The provider's error code (Stripe's `code`, e.g. 'resource_missing', 'idempotency_error'). */
  code?: string
  cause?: unknown
}

export class PaymentProviderError extends Error {
  readonly status: number | undefined
  readonly code: string | undefined

  constructor(message: string, options: PaymentProviderErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.name = 'PaymentProviderError'
    this.status = options.status
    this.code = options.code
  }
}
