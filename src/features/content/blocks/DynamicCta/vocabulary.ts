/** The dynamic-cta block's options (SPEC §9): the cta's, plus a button variant. Pure and client-safe. */
import { type CtaProps, ctaProps } from '../Cta/vocabulary'
import { oneOf, type Options, read } from '../shared'

/** The dynamic-cta button variants SPEC §9 allows (all exist in components/ui/button.tsx). */
export const CTA_BUTTON_VARIANTS = [
  'default',
  'link',
  'secondary',
  'destructive',
  'outline',
  'ghost',
  'primary',
  'primary-onDark',
  'secondary-onDark',
] as const
export type CtaButtonVariant = (typeof CTA_BUTTON_VARIANTS)[number]
export const FALLBACK_BUTTON_VARIANT: CtaButtonVariant = 'primary-onDark'

export type DynamicCtaProps = CtaProps & { variant: CtaButtonVariant }

export function dynamicCtaProps(options: Options): DynamicCtaProps {
  return { ...ctaProps(options), variant: oneOf(CTA_BUTTON_VARIANTS, read(options).variant, FALLBACK_BUTTON_VARIANT) }
}
