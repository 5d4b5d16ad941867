/**
 * What every post-body block's vocabulary (blocks/<Name>/vocabulary.ts) shares. Block props are
 * normalised the same way whether they come from a Lexical block in the admin or from a
 * shortcode in an imported body (SPEC §9 "Rich-content shortcodes in bodies"): defaults filled
 * in, unknown options replaced by the fallback, hrefs made safe. Pure and client-safe.
 */
import { isInternalPath } from '@/lib/paths'

/** Raw options: strings from shortcode attributes, or a Lexical block's fields. */
export type RawProps = Record<string, unknown>
/** Any object of options (typed block fields have no index signature). */
export type Options = object

export const read = (options: Options): RawProps => options as RawProps

/** A trimmed string, or '' for anything that is not a string. */
export const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/** The value when it is one of `allowed` (exact spelling), else the fallback. */
export function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  const candidate = text(value)
  return (allowed as readonly string[]).includes(candidate) ? (candidate as T) : fallback
}

/** A link target that cannot run script: a site path, an in-page anchor, http(s) or mailto; else null. */
export function safeHref(value: unknown): string | null {
  const href = text(value)
  if (!href) return null
  if (isInternalPath(href) || href.startsWith('#')) return href
  return /^(https?:\/\/|mailto:)/i.test(href) ? href : null
}
