/**
 * The sponsor's colours, made safe to show: staff type a hex colour per page, and the page must
 * stay readable whatever they pick (WCAG 2 contrast: 4.5:1 for text, 3:1 for large text and
 * icons). Pure.
 */

export type Rgb = { r: number; g: number; b: number }

/** The site's own colours (globals.css): the fallbacks and the two text colours to choose from. */
export const SITE_COLORS = { mocha: '#3a2a20', white: '#ffffff', cream: '#fbf6ee', card: '#fffdf9', burnt: '#ad420d' }

/** "#rgb" or "#rrggbb" (any case), else null. */
export function parseHex(value: string | null | undefined): Rgb | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value?.trim() ?? '')
  if (!match) return null
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1]
  return {
    r: Number.parseInt(hex.slice(0, 2), 16),
    g: Number.parseInt(hex.slice(2, 4), 16),
    b: Number.parseInt(hex.slice(4, 6), 16),
  }
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`
}

/** A hex colour normalised to "#rrggbb", or the fallback when it is not one. */
export function hexOr(value: string | null | undefined, fallback: string): string {
  const rgb = parseHex(value)
  return rgb ? toHex(rgb) : fallback
}

/** WCAG 2 relative luminance. */
export function luminance(color: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(color.r) + 0.7152 * channel(color.g) + 0.0722 * channel(color.b)
}

/** WCAG 2 contrast ratio of two hex colours (1 to 21); 1 when either is not a colour. */
export function contrastRatio(a: string, b: string): number {
  const ca = parseHex(a)
  const cb = parseHex(b)
  if (!ca || !cb) return 1
  const [light, dark] = [luminance(ca), luminance(cb)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

/** White or the site's dark mocha, whichever reads better on `background`. */
export function readableOn(background: string): string {
  return contrastRatio(SITE_COLORS.white, background) >= contrastRatio(SITE_COLORS.mocha, background)
    ? SITE_COLORS.white
    : SITE_COLORS.mocha
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return {
    r: from.r + (to.r - from.r) * amount,
    g: from.g + (to.g - from.g) * amount,
    b: from.b + (to.b - from.b) * amount,
  }
}

/**
 * The accent colour as close to itself as it can be while reaching `minRatio` against
 * `background`: unchanged when it already does, else mixed step by step towards the text colour
 * that reads on that background.
 */
export function accentOn(accent: string, background: string, minRatio: number): string {
  const color = parseHex(accent)
  if (!color) return readableOn(background)
  if (contrastRatio(accent, background) >= minRatio) return toHex(color)
  const target = parseHex(readableOn(background)) as Rgb
  for (let step = 1; step <= 20; step++) {
    const candidate = toHex(mix(color, target, step / 20))
    if (contrastRatio(candidate, background) >= minRatio) return candidate
  }
  return toHex(target)
}

/** The colours a sponsor page is drawn with (CSS custom properties on the page). */
export type SponsorTheme = {
  /** The sponsor's colour (buttons, icon badges, the call-to-action band). */
  primary: string
  /** Text on the sponsor's colour. */
  onPrimary: string
  /** The hero's background and its text. */
  heroBackground: string
  heroText: string
  /** The title's highlighted words: the sponsor's colour where it reads as large text on the hero. */
  highlight: string
  /** Stars and small accents on the page's light cards. */
  accent: string
}

export function sponsorTheme(
  primaryColor: string | null | undefined,
  backgroundColor: string | null | undefined,
): SponsorTheme {
  const chosen = hexOr(primaryColor, SITE_COLORS.burnt)
  const onPrimary = readableOn(chosen)
  // A mid-tone that neither white nor mocha reads on is nudged until its text does (4.5:1).
  const primary = accentOn(chosen, onPrimary, 4.5)
  const background = hexOr(backgroundColor, SITE_COLORS.mocha)
  const heroText = readableOn(background)
  const heroBackground = accentOn(background, heroText, 4.5)
  return {
    primary,
    onPrimary,
    heroBackground,
    heroText,
    highlight: accentOn(chosen, heroBackground, 3),
    accent: accentOn(chosen, SITE_COLORS.card, 3),
  }
}
