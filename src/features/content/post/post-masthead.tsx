import type { ReactNode } from 'react'

import { Container } from '@/components/ui/container'
import { readingTime } from '@/features/content/body/reading-time'
import { type SiteImage, toSiteImage } from '@/lib/media'
import type { Article, Story } from '@/payload-types'

import { illustrationFor } from '@/lib/illustrations/post-illustration'
import { PostHeader } from './post-header'
import { PostHero } from './post-hero'
import { UNKNOWN_AUTHOR } from './view'

type Props = {
  post: Article | Story
  author: { name: string; image: SiteImage | null } | null
  /** Line under the byline: the article's image credit, the story's photo-rights notice. */
  note: ReactNode
}

/** The top of every post page: hero image (portrait on narrow screens), then title, excerpt and byline. */
export function PostMasthead({ post, author, note }: Props) {
  return (
    <header className="bg-sand">
      <Container size="wide" className="px-0 md:px-6 md:pt-8 lg:px-8">
        <PostHero
          image={toSiteImage(post.featuredImage, undefined, post.title) ?? illustrationFor(post.slug)}
          portrait={toSiteImage(post.featuredImagePortrait, undefined, post.title)}
          className="md:rounded-2xl"
        />
      </Container>
      <Container size="narrow" className="pt-8 pb-10 md:pt-10 md:pb-12">
        <PostHeader
          title={post.title}
          excerpt={post.excerpt}
          author={author}
          unknownAuthorName={UNKNOWN_AUTHOR}
          publishDate={post.publishDate}
          readTime={readingTime(post)}
          note={note}
        />
      </Container>
    </header>
  )
}
