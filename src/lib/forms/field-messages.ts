/**
 * The limits and messages of the shared form fields (./fields.ts), without zod: client code that
 * every page of a slice loads (an error boundary, a product page's Add to Cart) shows these words
 * without bringing the schemas along (ADR 0030).
 */
import { EMAIL_MAX_LENGTH } from './email'

/** Maximum lengths, counted after trimming. */
export const FIELD_LIMITS = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  location: 120,
  instagram: 60,
  message: 5000,
} as const

/** Validation messages several forms share (SPEC §5; the maximum lengths are ours). */
export const FIELD_MESSAGES = {
  emailInvalid: 'Please enter a valid email address',
  /** SPEC §5 (subscribe dialog; also the calculator's reveal form, which SPEC gives no copy of its own). */
  emailRequired: 'Email is required',
  nameRequired: 'Please enter your name',
  emailMax: `Email must be at most ${FIELD_LIMITS.email} characters`,
  nameMin: 'Name must be at least 2 characters',
  nameMax: `Name must be at most ${FIELD_LIMITS.name} characters`,
} as const
