import { Container } from '@/components/ui/container'
import { PostBody } from '@/features/content/body/post-body'
import { readingTime } from '@/features/content/body/reading-time'
import { toSiteImage } from '@/features/site/media'
import type { Article } from '@/payload-types'

import { AuthorCard } from './author-card'
import { PostHeader } from './post-header'
import { PostHero } from './post-hero'
import { articleAuthor, UNKNOWN_AUTHOR } from './view'

/** Article page: hero, title, excerpt, author, date, read time, image credit, body, "About the Author". */
export function ArticleView({ article }: { article: Article }) {
  const author = articleAuthor(article)
  const credit = article.featuredImageCredit?.trim()
  return (
    <article>
      <header className="bg-sand">
        <Container size="wide" className="px-0 md:px-6 md:pt-8 lg:px-8">
          <PostHero
            image={toSiteImage(article.featuredImage, undefined, article.title)}
            portrait={toSiteImage(article.featuredImagePortrait, undefined, article.title)}
            className="md:rounded-2xl"
          />
        </Container>
        <Container size="narrow" className="pt-8 pb-10 md:pt-10 md:pb-12">
          <PostHeader
            title={article.title}
            excerpt={article.excerpt}
            author={author}
            unknownAuthorName={UNKNOWN_AUTHOR}
            publishDate={article.publishDate}
            readTime={readingTime(article)}
            note={
              credit ? <p className="text-sm text-muted-foreground italic">Feature image credit: {credit}</p> : null
            }
          />
        </Container>
      </header>
      <Container size="narrow" className="py-10 md:py-14">
        <PostBody post={article} />
      </Container>
      {author ? (
        <section aria-labelledby="about-author-heading" className="border-t border-border bg-sand/50">
          <Container size="narrow" className="py-12 md:py-16">
            <h2 id="about-author-heading" className="mb-6 text-3xl md:text-4xl">
              About the Author
            </h2>
            <AuthorCard author={author} />
          </Container>
        </section>
      ) : null}
    </article>
  )
}
