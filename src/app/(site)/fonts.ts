import localFont from 'next/font/local'

/** Body font: Inter (variable weight), self-hosted from @fontsource-variable/inter. */
export const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
  fallback: ['ui-sans-serif', 'system-ui', 'Segoe UI', 'Helvetica', 'Arial', 'sans-serif'],
})

/**
 * Display font for headings: DM Serif Display, self-hosted from @fontsource/dm-serif-display.
 * Preloaded: headings are above the fold (the home page's largest paint is its heading).
 */
export const dmSerifDisplay = localFont({
  src: '../../../node_modules/@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff2',
  weight: '400',
  style: 'normal',
  display: 'swap',
  variable: '--font-dm-serif',
  adjustFontFallback: 'Times New Roman',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
})

/**
 * Its italic, for pull quotes in post bodies (well below the fold): its own family so that it is
 * fetched only when a quote is shown, not preloaded with every page.
 */
export const dmSerifDisplayItalic = localFont({
  src: '../../../node_modules/@fontsource/dm-serif-display/files/dm-serif-display-latin-400-italic.woff2',
  weight: '400',
  style: 'italic',
  display: 'swap',
  preload: false,
  variable: '--font-dm-serif-italic',
  adjustFontFallback: 'Times New Roman',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
})
