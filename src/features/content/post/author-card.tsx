import { ExternalLinkIcon, MapPinIcon } from 'lucide-react'

import { Avatar } from '@/components/ui/avatar'
import { Card } from '@/components/ui/card'

import type { AuthorView } from './view'

/** Name, location, bio, image (initials fallback) and social links opening in a new tab. */
export function AuthorCard({ author }: { author: AuthorView }) {
  return (
    <Card className="flex-col gap-5 p-6 sm:flex-row sm:items-start md:p-8" data-testid="author-card">
      <Avatar name={author.name} image={author.image} alt={author.image?.alt} size="xl" className="shadow-sm" />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div>
          <h3 className="text-2xl leading-tight md:text-3xl">{author.name}</h3>
          {author.location ? (
            <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-muted-foreground">
              <MapPinIcon className="size-4 shrink-0" aria-hidden="true" />
              {author.location}
            </p>
          ) : null}
        </div>
        {author.bio ? (
          <p className="text-base leading-relaxed whitespace-pre-line text-mocha-light">{author.bio}</p>
        ) : null}
        {author.socialLinks.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={`${author.name} online`}>
            {author.socialLinks.map((link) => (
              <li key={`${link.platform}-${link.url}`}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-input px-4 text-sm font-semibold text-mocha transition-colors hover:border-burnt hover:text-burnt-dark focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  {link.platform}
                  <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Card>
  )
}
