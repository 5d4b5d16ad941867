import { EyeIcon } from 'lucide-react'

/** Shown while draft mode is on: the page shows the newest draft. A plain link, so nothing prefetches it. */
export function PreviewBar({ slug }: { slug: string }) {
  return (
    <div
      role="status"
      className="sticky top-0 z-50 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-mocha px-4 py-2.5 text-sm text-cream"
    >
      <span className="inline-flex items-center gap-2 font-semibold">
        <EyeIcon className="size-4 text-burnt-light" aria-hidden="true" />
        Preview mode — you are seeing the latest draft.
      </span>
      <a
        href={`/api/preview/exit?slug=${encodeURIComponent(slug)}`}
        className="rounded-sm font-semibold text-burnt-light underline underline-offset-4 hover:text-cream focus-visible:ring-2 focus-visible:ring-cream focus-visible:outline-none"
      >
        Exit
      </a>
    </div>
  )
}
