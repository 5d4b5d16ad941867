/**
 * The accounts slice's forms and copy (SPEC §4, §5, §8), shared by the forms (react-hook-form via
 * `zodResolver`) and the endpoints, which validate every request again. Pure and browser-safe.
 *
 * The server adds one rule the browser does not know in advance: the password strength check
 * (./password-strength.ts), whose message names what is missing.
 */
import { z } from 'zod'

import { email, FIELD_LIMITS, text } from '@/lib/forms/fields'
import { SIGN_IN_TOO_MANY } from '@/lib/forms/messages'

import { SIGN_OUT_MESSAGES } from './sign-out-messages'

export const PASSWORD_MIN_LENGTH = 6
/** pbkdf2 hashes whatever it is given; a cap keeps one request from costing seconds. */
export const PASSWORD_MAX_LENGTH = 128
export const PHONE_MAX_LENGTH = 40

export const ACCOUNT_MESSAGES = {
  // Validation (SPEC §5; maximum lengths are ours)
  passwordMin: 'Password must be at least 6 characters',
  passwordMax: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  firstNameMin: 'First name must be at least 2 characters',
  lastNameMin: 'Last name must be at least 2 characters',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameMax: `Name must be at most ${FIELD_LIMITS.name} characters`,
  phoneMax: `Phone number must be at most ${PHONE_MAX_LENGTH} characters`,
  // Sign in / sign up (SPEC §8)
  signInSuccess: "Welcome back! You've been signed in successfully.",
  signInFailed: 'Sign in failed',
  /** Never says whether the address has an account. */
  invalidCredentials: 'Invalid email or password.',
  unconfirmed: 'Please confirm your email address first. We can send you a new confirmation link.',
  /** Every "too many" state of sign-in: limited per client or email address, or locked. */
  locked: SIGN_IN_TOO_MANY,
  signUpFailed: 'Sign up failed',
  signUpSuccessTitle: 'Check your email',
  signUpSuccess: "We've sent you a confirmation link to complete your registration.",
  signOutFailed: SIGN_OUT_MESSAGES.failedTitle,
  signOutFailure: SIGN_OUT_MESSAGES.failure,
  // Confirmation, reset (ours)
  confirmFailed: 'Your email could not be confirmed. Please try again.',
  confirmedTitle: 'Email confirmed',
  confirmed: "Your email is confirmed and you're signed in. Welcome aboard!",
  linkExpired: 'This link has expired.',
  linkInvalid: 'This link is not valid or has already been used.',
  /** Confirming asks for the sign-up password, so whoever confirms chose it (ADR 0020). */
  confirmPasswordMismatch:
    "This isn't the password chosen when the account was created. Sign up again with this email, or reset your password.",
  resendSent: 'If that address has an account waiting for confirmation, a new link is on its way.',
  resetRequested:
    'If that address has an account, a link to reset your password is on its way. It is valid for 1 hour.',
  resetFailed: 'Your password could not be reset. Please try again.',
  resetDoneTitle: 'Password changed',
  resetDone: "Your new password is set and you're signed in.",
  passwordsMismatch: 'Passwords do not match',
  // Profile (SPEC §8)
  profileLoadFailed: 'Error loading profile',
  profileUpdateFailed: 'Error updating profile',
  profileUpdatedTitle: 'Profile updated',
  profileUpdated: 'Your profile has been updated successfully.',
  // Session
  sessionEnded: 'Your session has ended. Please sign in again.',
  signedOutRequired: 'Please sign in to continue.',
  genericFailure: 'Something went wrong. Please try again.',
} as const

/** The password as typed: at least 6 characters (SPEC §5), nothing trimmed (spaces count). */
export function password() {
  return z
    .string({ error: ACCOUNT_MESSAGES.passwordMin })
    .min(PASSWORD_MIN_LENGTH, { error: ACCOUNT_MESSAGES.passwordMin })
    .max(PASSWORD_MAX_LENGTH, { error: ACCOUNT_MESSAGES.passwordMax })
}

const name = (minMessage: string) =>
  text({ min: 2, max: FIELD_LIMITS.name, maxMessage: ACCOUNT_MESSAGES.nameMax, typeMessage: minMessage })

const requiredName = (requiredMessage: string) =>
  text({ min: 1, max: FIELD_LIMITS.name, maxMessage: ACCOUNT_MESSAGES.nameMax, typeMessage: requiredMessage })

/** Sign in (SPEC §5): valid email; password at least 6. */
export const signInSchema = z.object({ email: email(), password: password() })

/** Sign up (SPEC §5): the sign-in fields plus first and last name of at least 2 characters. */
export const signUpSchema = z.object({
  firstName: name(ACCOUNT_MESSAGES.firstNameMin),
  lastName: name(ACCOUNT_MESSAGES.lastNameMin),
  email: email(),
  password: password(),
})

/** One address: resend the confirmation, or ask for a password reset link. */
export const emailOnlySchema = z.object({ email: email() })

/** A link's token as it arrives from a page (hex, URL-safe base64 or a signed dotted token). */
export const tokenField = () =>
  z
    .string({ error: ACCOUNT_MESSAGES.linkInvalid })
    .trim()
    .min(16, { error: ACCOUNT_MESSAGES.linkInvalid })
    .max(512, { error: ACCOUNT_MESSAGES.linkInvalid })
    .regex(/^[A-Za-z0-9_.-]+$/, { error: ACCOUNT_MESSAGES.linkInvalid })

/** Confirm: the link's token and the password chosen at sign-up (it proves who is confirming). */
export const confirmSchema = z.object({ token: tokenField(), password: password() })

/** "Send me a new link" from an expired confirmation link (the token names the member) or by address. */
export const resendSchema = z.union([z.object({ token: tokenField() }), emailOnlySchema])

export const resetPasswordSchema = z.object({ token: tokenField(), password: password() })

/** The reset page's form: the new password twice (the token comes from the link). */
export const newPasswordSchema = z
  .object({ password: password(), confirmPassword: z.string({ error: ACCOUNT_MESSAGES.passwordsMismatch }) })
  .refine((values) => values.password === values.confirmPassword, {
    error: ACCOUNT_MESSAGES.passwordsMismatch,
    path: ['confirmPassword'],
  })

/** Profile (SPEC §5): first and last name required; phone optional, no format rule; email not editable. */
export const profileSchema = z.object({
  firstName: requiredName(ACCOUNT_MESSAGES.firstNameRequired),
  lastName: requiredName(ACCOUNT_MESSAGES.lastNameRequired),
  phone: text({ max: PHONE_MAX_LENGTH, maxMessage: ACCOUNT_MESSAGES.phoneMax, typeMessage: ACCOUNT_MESSAGES.phoneMax })
    .optional()
    .transform((value) => value ?? ''),
})

export type SignInInput = z.input<typeof signInSchema>
export type SignInValues = z.output<typeof signInSchema>
export type SignUpInput = z.input<typeof signUpSchema>
export type SignUpValues = z.output<typeof signUpSchema>
export type ResetPasswordValues = z.output<typeof resetPasswordSchema>
export type NewPasswordInput = z.input<typeof newPasswordSchema>
export type NewPasswordValues = z.output<typeof newPasswordSchema>
export type ProfileInput = z.input<typeof profileSchema>
export type ProfileValues = z.output<typeof profileSchema>
