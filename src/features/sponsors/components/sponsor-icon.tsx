import {
  BatteryChargingIcon,
  DropletIcon,
  HeartIcon,
  LeafIcon,
  type LucideIcon,
  MapIcon,
  ShieldCheckIcon,
  SparklesIcon,
  SunIcon,
  WrenchIcon,
  ZapIcon,
} from 'lucide-react'

import { cn } from '@/lib/utils'

import type { FeatureIcon } from '../view'

const ICONS: Record<FeatureIcon, LucideIcon> = {
  zap: ZapIcon,
  sun: SunIcon,
  battery: BatteryChargingIcon,
  leaf: LeafIcon,
  droplet: DropletIcon,
  shield: ShieldCheckIcon,
  wrench: WrenchIcon,
  heart: HeartIcon,
  map: MapIcon,
  sparkles: SparklesIcon,
}

/** A feature's icon (the global's select) on a disc (or a square tile) of the sponsor's colour. Decorative. */
export function SponsorIcon({
  icon,
  shape = 'circle',
  className,
}: {
  icon: FeatureIcon
  shape?: 'circle' | 'square'
  className?: string
}) {
  const Icon = ICONS[icon] ?? ZapIcon
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-12 shrink-0 items-center justify-center bg-(--sponsor) text-(--on-sponsor)',
        shape === 'circle' ? 'rounded-full' : 'rounded-md',
        className,
      )}
    >
      <Icon className="size-6" />
    </span>
  )
}
