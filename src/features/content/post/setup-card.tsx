import { BusIcon, DropletsIcon, VanIcon, ZapIcon } from 'lucide-react'
import type { ReactNode } from 'react'

import { Card } from '@/components/ui/card'

import type { SetupView } from './view'

/** "Van Setup Details" / "Skoolie Setup Details": vehicle, optional systems, amenities, specifications. */
export function SetupCard({ title, setup, skoolie }: { title: string; setup: SetupView; skoolie: boolean }) {
  const VehicleIcon = skoolie ? BusIcon : VanIcon
  return (
    <Card className="gap-6 p-6 md:p-8" data-testid="setup-card">
      <div className="flex items-start gap-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-sand text-burnt">
          <VehicleIcon className="size-6" aria-hidden="true" />
        </span>
        <div>
          <h3 className="text-2xl leading-tight">{title}</h3>
          {setup.vehicle ? <p className="mt-1 text-lg font-semibold text-mocha-light">{setup.vehicle}</p> : null}
        </div>
      </div>

      {setup.electricSystem || setup.waterSystem ? (
        <div className="grid gap-4 md:grid-cols-2">
          {setup.electricSystem ? (
            <SystemBlock label="Electrical System" text={setup.electricSystem} icon={<ZapIcon className="size-4" />} />
          ) : null}
          {setup.waterSystem ? (
            <SystemBlock label="Water System" text={setup.waterSystem} icon={<DropletsIcon className="size-4" />} />
          ) : null}
        </div>
      ) : null}

      {setup.amenities.length > 0 ? (
        <div>
          <h4 className="text-sm font-semibold tracking-wide text-mocha uppercase">Amenities</h4>
          <ul className="mt-3 flex flex-wrap gap-2">
            {setup.amenities.map((amenity) => (
              <li key={amenity} className="setup-amenity">
                {amenity}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {setup.specifications.length > 0 ? (
        <div>
          <h4 className="text-sm font-semibold tracking-wide text-mocha uppercase">Specifications</h4>
          <dl className="mt-3 grid gap-x-6 sm:grid-cols-2">
            {setup.specifications.map((spec) => (
              <div key={spec.label} className="setup-spec">
                <dt className="text-muted-foreground">{spec.label}</dt>
                <dd className="setup-spec-value">{spec.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </Card>
  )
}

function SystemBlock({ label, text, icon }: { label: string; text: string; icon: ReactNode }) {
  return (
    <div className="rounded-lg bg-sand/60 p-4">
      <h4 className="inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-mocha uppercase">
        <span className="text-burnt" aria-hidden="true">
          {icon}
        </span>
        {label}
      </h4>
      <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-mocha-light">{text}</p>
    </div>
  )
}
