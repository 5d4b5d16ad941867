import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'

/** A card-shaped placeholder while a list loads (hidden from assistive technology). */
export function PostCardSkeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      data-slot="post-card-skeleton"
      className={cn('flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm', className)}
    >
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="flex flex-col gap-3 p-5">
        <Skeleton shape="text" className="w-1/3" />
        <Skeleton shape="text" className="h-6 w-4/5" />
        <Skeleton shape="text" className="w-full" />
        <Skeleton shape="text" className="w-5/6" />
        <div className="flex items-center gap-3 pt-2">
          <Skeleton shape="circle" className="size-10" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton shape="text" className="w-1/2" />
            <Skeleton shape="text" className="h-3 w-1/3" />
          </div>
        </div>
      </div>
    </div>
  )
}

/** Six skeleton cards (SPEC §9) in the list grid, announced as loading. */
export function PostGridSkeleton({
  count = 6,
  label,
  labelClassName = 'sr-only',
}: {
  count?: number
  label: string
  /** The label is for screen readers only unless classes are given here. */
  labelClassName?: string
}) {
  return (
    <div role="status" aria-live="polite">
      <p className={labelClassName}>{label}</p>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: count }, (_, index) => (
          <PostCardSkeleton key={index} />
        ))}
      </div>
    </div>
  )
}
