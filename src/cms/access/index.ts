/**
 * Access rules as small named functions. Each returns a boolean or a Payload `Where`
 * query, so list endpoints filter instead of failing.
 */
import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

export const STAFF_ROLES = ['admin', 'editor'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

type MaybeUser = PayloadRequest['user']

/** True when the request's user is staff (collection `users`) holding one of `roles`. */
export function checkRole(roles: readonly StaffRole[], user: MaybeUser): boolean {
  if (!user || user.collection !== 'users') return false
  const role = (user as { role?: StaffRole }).role
  return role !== undefined && roles.includes(role)
}

export const isStaffUser = (user: MaybeUser): boolean => checkRole(STAFF_ROLES, user)

export const anyone: Access = () => true
export const nobody: Access = () => false

export const staff: Access = ({ req }) => isStaffUser(req.user)
export const adminOnly: Access = ({ req }) => checkRole(['admin'], req.user)
export const adminOnlyField: FieldAccess = ({ req }) => checkRole(['admin'], req.user)
export const staffField: FieldAccess = ({ req }) => isStaffUser(req.user)
/** No request may set the field; the server writes it with overrideAccess. */
export const nobodyField: FieldAccess = () => false

const publishedOnly: Where = { _status: { equals: 'published' } }

/** Staff read everything, including drafts; everyone else reads published documents. */
export const publishedOrStaff: Access = ({ req }) => (isStaffUser(req.user) ? true : publishedOnly)

/** Staff, or the signed-in staff user acting on their own record. */
export const adminOrSelf: Access = ({ req }) => {
  if (checkRole(['admin'], req.user)) return true
  if (req.user?.collection === 'users') return { id: { equals: req.user.id } }
  return false
}

/** Staff, or the signed-in member acting on their own account record. */
export const staffOrSelfMember: Access = ({ req }) => {
  if (isStaffUser(req.user)) return true
  if (req.user?.collection === 'members') return { id: { equals: req.user.id } }
  return false
}

/** Staff, or the signed-in member reading documents that belong to them (`member` field). */
export const staffOrOwner: Access = ({ req }) => {
  if (isStaffUser(req.user)) return true
  if (req.user?.collection === 'members') return { member: { equals: req.user.id } }
  return false
}

/** Payload's own answer to a request it refuses (its Forbidden error), so every refusal under /api reads alike. */
export const NOT_ALLOWED_MESSAGE = 'You are not allowed to perform this action.'

/**
 * The one guard of the custom staff endpoints (fuel-price refresh, newsletter issue preview and
 * test send, mark shipped, page-views report, CSV export): null when the request's user is staff
 * holding one of `roles`, otherwise the refusal to return. The refusal is the same for everyone
 * refused, a visitor, a member or an editor where an admin is needed: 403 with Payload's error
 * body, never cached, so it tells nothing about who asked.
 */
export function requireStaff(req: PayloadRequest, roles: readonly StaffRole[] = STAFF_ROLES): Response | null {
  if (checkRole(roles, req.user)) return null
  return Response.json(
    { errors: [{ message: NOT_ALLOWED_MESSAGE }] },
    { status: 403, headers: { 'Cache-Control': 'no-store' } },
  )
}
