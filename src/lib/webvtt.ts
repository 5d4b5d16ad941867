/**
 * WebVTT captions as staff paste them into a video's captions field, and as the captions route
 * serves them. Pure and client-safe.
 */

/** Longest captions text accepted (about an hour of dense captions). */
export const WEBVTT_MAX_LENGTH = 100_000

export const WEBVTT_HEADER_MESSAGE =
  'Captions must be a WebVTT file: the first line starts with "WEBVTT", then a blank line and the cues.'

/**
 * The text as a WebVTT file is served: without a byte-order mark, with Unix line endings and one
 * final newline.
 */
export function normaliseWebVtt(text: string): string {
  return `${text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .trimEnd()}\n`
}

/** True when the text starts like a WebVTT file ("WEBVTT" alone, or followed by a space or tab). */
export function isWebVtt(text: string): boolean {
  return /^WEBVTT(?:[ \t][^\n]*)?(?:\n|$)/.test(normaliseWebVtt(text))
}

/** Payload field validation: empty is allowed (captions are optional), anything else must be WebVTT. */
export function validateWebVtt(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  if (typeof value !== 'string') return WEBVTT_HEADER_MESSAGE
  if (value.length > WEBVTT_MAX_LENGTH) return `Captions may hold at most ${WEBVTT_MAX_LENGTH} characters.`
  return isWebVtt(value) ? true : WEBVTT_HEADER_MESSAGE
}
