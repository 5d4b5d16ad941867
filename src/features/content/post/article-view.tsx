import { Container } from '@/components/ui/container'
import type { Article } from '@/payload-types'

import { PostBody, type PostBodySite } from '../body/post-body'
import { AuthorCard } from './author-card'
import { PostMasthead } from './post-masthead'
import { articleAuthor } from './view'

/** Article page: hero, title, excerpt, author, date, read time, image credit, body, "About the Author". */
export function ArticleView({ article, site }: { article: Article; site: PostBodySite }) {
  const author = articleAuthor(article)
  const credit = article.featuredImageCredit?.trim()
  return (
    <article>
      <PostMasthead
        post={article}
        author={author}
        note={credit ? <p className="text-sm text-muted-foreground italic">Feature image credit: {credit}</p> : null}
      />
      <Container size="narrow" className="py-10 md:py-14">
        <PostBody post={article} site={site} />
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
