import { Spinner } from '@/components/ui/spinner'

/** A spinner with its words, announced politely (SPEC §4: loading until the first answer). */
export function LoadingStatus({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-10 text-mocha-light">
      <Spinner className="size-6 text-burnt" />
      <span>{label}</span>
    </div>
  )
}
