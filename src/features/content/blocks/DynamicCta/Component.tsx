import { Cta } from '../Cta/Component'
import type { DynamicCtaProps } from './vocabulary'

/** dynamic-cta: the cta with the editor's button variant (already normalised, SPEC §9). */
export function DynamicCta({ props, className }: { props: DynamicCtaProps; className?: string }) {
  return <Cta props={props} variant={props.variant} className={className} />
}
