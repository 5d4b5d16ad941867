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

/** Display font for headings: DM Serif Display, self-hosted from @fontsource/dm-serif-display. */
export const dmSerifDisplay = localFont({
  src: [
    {
      path: '../../../node_modules/@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../../../node_modules/@fontsource/dm-serif-display/files/dm-serif-display-latin-400-italic.woff2',
      weight: '400',
      style: 'italic',
    },
  ],
  display: 'swap',
  variable: '--font-dm-serif',
  adjustFontFallback: 'Times New Roman',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
})
