import type { Env } from '@/lib/env'

/**
 * The session cookie of every auth collection (staff users, members): Secure whenever SITE_URL is
 * https (the browser then never sends it over http), SameSite=Lax so another site cannot post
 * with it, HttpOnly as Payload always sets it.
 */
export function authCookies(env: Pick<Env, 'httpsOnly'>): { secure: boolean; sameSite: 'Lax' } {
  return { secure: env.httpsOnly, sameSite: 'Lax' }
}
