/** The [slug] segment as typed: percent-decoded when it can be. */
export function decodeSlug(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
