import Link from 'next/link'

import { Badge } from '@/components/ui/badge'
import { Button, type ButtonProps } from '@/components/ui/button'
import { isInternalPath } from '@/lib/paths'
import { cn } from '@/lib/utils'

import type { CtaBackground, CtaProps } from './vocabulary'

type ButtonVariant = NonNullable<ButtonProps['variant']>

const BACKGROUNDS: Record<CtaBackground, { box: string; sub: string; dark: boolean }> = {
  mocha: { box: 'bg-mocha text-cream', sub: 'text-cream/85', dark: true },
  burnt: { box: 'bg-burnt text-white', sub: 'text-white/90', dark: true },
  terra: { box: 'bg-terra text-white', sub: 'text-white/90', dark: true },
  sand: { box: 'border border-border bg-sand text-mocha', sub: 'text-muted-foreground', dark: false },
}

/** Light-background variants restyled so they stay readable on a dark box. */
const ON_DARK: Partial<Record<ButtonVariant, string>> = {
  default: 'bg-cream text-mocha hover:bg-sand',
  outline: 'border-cream/80 text-cream hover:bg-cream hover:text-mocha',
  ghost: 'text-cream hover:bg-cream/15',
  link: 'text-cream underline',
}

/** The button for the background when the editor did not choose one. */
function defaultVariant(background: CtaBackground): ButtonVariant {
  if (background === 'sand') return 'primary'
  return background === 'mocha' ? 'primary-onDark' : 'secondary-onDark'
}

export type CtaBlockProps = {
  props: CtaProps
  /** The button's variant; by default the one that suits the background. */
  variant?: ButtonVariant
  className?: string
}

/** The cta block (SPEC §9): badge, heading, sub-line and one button, on a brand-coloured box. */
export function Cta({ props, variant, className }: CtaBlockProps) {
  const background = BACKGROUNDS[props.background]
  const buttonVariant = variant ?? defaultVariant(props.background)
  const external = !isInternalPath(props.buttonHref) && !props.buttonHref.startsWith('#')
  return (
    <aside
      data-block="cta"
      className={cn(
        'not-prose my-10 flex flex-col items-start gap-3 rounded-2xl p-6 md:p-8',
        background.box,
        className,
      )}
    >
      {props.badgeText ? <Badge variant={background.dark ? 'onDark' : 'primary'}>{props.badgeText}</Badge> : null}
      <h2 className="font-display text-2xl leading-snug md:text-3xl">{props.heading}</h2>
      <p className={cn('text-base leading-relaxed', background.sub)}>{props.subheading}</p>
      <Button
        asChild
        variant={buttonVariant}
        size="lg"
        className={cn('mt-2', background.dark ? ON_DARK[buttonVariant] : undefined)}
      >
        {external ? (
          <a href={props.buttonHref} target="_blank" rel="noopener noreferrer">
            {props.buttonText}
          </a>
        ) : (
          <Link href={props.buttonHref}>{props.buttonText}</Link>
        )}
      </Button>
    </aside>
  )
}
