import { CalendarDaysIcon, ClockIcon, UserRoundIcon } from 'lucide-react'
import type { ReactNode } from 'react'

import { Avatar } from '@/components/ui/avatar'
import type { SiteImage } from '@/lib/media'
import { formatLongDate } from '@/lib/utils'

type Props = {
  title: string
  excerpt: string
  /** Null when the author is unknown: "Unknown Author" with a placeholder image. */
  author: { name: string; image: SiteImage | null } | null
  unknownAuthorName: string
  /** ISO date. */
  publishDate: string
  readTime: string
  /** Below the meta line: the image credit or the photo-rights notice. */
  note?: ReactNode
}

/** Title, excerpt, author, publish date ("January 5, 2024") and read time. */
export function PostHeader({ title, excerpt, author, unknownAuthorName, publishDate, readTime, note }: Props) {
  const date = formatLongDate(publishDate)
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-4xl leading-[1.1] md:text-5xl lg:text-6xl">{title}</h1>
      <p className="text-lg leading-relaxed text-mocha-light md:text-xl">{excerpt}</p>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-3 border-y border-border py-4 text-sm">
        <p className="inline-flex items-center gap-3 font-semibold text-mocha">
          {author ? (
            <Avatar name={author.name} image={author.image} size="md" />
          ) : (
            <span
              role="img"
              aria-label="Placeholder image"
              className="inline-flex size-10 items-center justify-center rounded-full bg-sand-dark text-mocha-light"
            >
              <UserRoundIcon className="size-5" aria-hidden="true" />
            </span>
          )}
          <span>
            <span className="sr-only">By </span>
            {author?.name ?? unknownAuthorName}
          </span>
        </p>
        {date ? (
          <p className="inline-flex items-center gap-1.5 text-muted-foreground">
            <CalendarDaysIcon className="size-4" aria-hidden="true" />
            <time dateTime={publishDate}>{date}</time>
          </p>
        ) : null}
        <p className="inline-flex items-center gap-1.5 text-muted-foreground">
          <ClockIcon className="size-4" aria-hidden="true" />
          {readTime}
        </p>
      </div>
      {note}
    </div>
  )
}
