/**
 * The accounts slice's endpoints (src/app/api/account/*: each route only calls one of these) and
 * the server helpers of the account pages. Server-only.
 */
import 'server-only'

export { currentMember, type SignedInMember } from './current-member'
export { pathWithQuery, requireMember } from './guard'
export { handleConfirm, handleForgotPassword, handleResendConfirmation, handleResetPassword } from './links'
export { handleGetProfile, handleRefresh, handleSession, handleSignOut, handleUpdateProfile } from './member-session'
export { findMemberOrder, listMemberOrders, type MemberOrder, type OrderLine } from './orders'
export { handleSignIn } from './sign-in'
export { handleSignUp } from './sign-up'
