import { Forbidden, type CollectionBeforeOperationHook } from 'payload'

/** What a member may write on their own record: the profile (SPEC §3), nothing else. */
export const MEMBER_WRITABLE_FIELDS = new Set(['firstName', 'lastName', 'phone'])

/**
 * A write made as a member (REST with a member's session, or the Local API with `user: member`)
 * may hold only profile fields: not the email, `_verified`, the password, sessions or anything
 * else, whatever field access says. Staff and the server's own calls are not members.
 */
export const onlyProfileFieldsFromMembers: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (req.user?.collection !== 'members') return args
  if (operation !== 'create' && operation !== 'update') return args
  if (operation === 'create') throw new Forbidden(req.t)
  const data: unknown = (args as { data?: unknown }).data
  if (data && typeof data === 'object') {
    for (const key of Object.keys(data)) {
      if (!MEMBER_WRITABLE_FIELDS.has(key)) throw new Forbidden(req.t)
    }
  }
  return args
}
