/**
 * The guard of the private account pages (SPEC §2): a signed-out visitor is sent to /auth with
 * the page to come back to. The pages are dynamic (they read the request's cookies), never cached.
 * Server-only.
 */
import 'server-only'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { getPayloadClient } from '@/payload-client'

import { authPathFor } from '../redirect'
import { currentMember, type SignedInMember } from './current-member'

/**
 * The signed-in member, or a redirect to /auth?next=<returnTo>. `returnTo` is the page's own path
 * with its query (e.g. `/orders?page=2`), built by the page from its params.
 */
export async function requireMember(returnTo: string): Promise<SignedInMember> {
  const payload = await getPayloadClient()
  const member = await currentMember(payload, await headers())
  if (!member) redirect(authPathFor(returnTo))
  return member
}

/** `path` plus the page's search params as a query string (for requireMember's returnTo). */
export function pathWithQuery(path: string, searchParams: Record<string, string | string[] | undefined>): string {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(searchParams)) {
    for (const each of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, each)
  }
  const search = query.toString()
  return search ? `${path}?${search}` : path
}
