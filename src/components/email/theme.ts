/** The site's look, for emails (inline styles only: email clients ignore stylesheets). */
export const emailTheme = {
  cream: '#fbf6ee',
  card: '#ffffff',
  mocha: '#3a2a20',
  muted: '#7a6656',
  border: '#eadfce',
  accent: '#b8440f',
  serif: "'DM Serif Display', Georgia, 'Times New Roman', serif",
  sans: "Inter, 'Helvetica Neue', Helvetica, Arial, sans-serif",
} as const
