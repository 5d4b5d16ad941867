import { Button } from '@react-email/components'

import { emailTheme as t } from './theme'

/** Burnt-orange call-to-action button. */
export function EmailButton({ href, children }: { href: string; children: string }) {
  return (
    <Button
      href={href}
      style={{
        backgroundColor: t.accent,
        color: '#ffffff',
        borderRadius: '9999px',
        padding: '12px 22px',
        fontWeight: 600,
        fontSize: '15px',
        textDecoration: 'none',
      }}
    >
      {children}
    </Button>
  )
}
