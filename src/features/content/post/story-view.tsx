import { Container } from '@/components/ui/container'
import { PostBody } from '@/features/content/body/post-body'
import { readingTime } from '@/features/content/body/reading-time'
import { CalculatorPromoCard } from '@/features/site/components/calculator-promo-card'
import { toSiteImage } from '@/features/site/media'
import type { Story } from '@/payload-types'

import { AuthorCard } from './author-card'
import { PostHeader } from './post-header'
import { PostHero } from './post-hero'
import { SetupCard } from './setup-card'
import {
  authorHeading,
  photoRightsNotice,
  setupHeadings,
  showsSetup,
  storyAuthor,
  toSetupView,
  UNKNOWN_AUTHOR,
} from './view'

/**
 * Story page: hero, title, author and photo-rights notice; the author card under its heading by
 * vanlifeType; unless org, the setup section; the calculator promo; then the body.
 */
export function StoryView({ story }: { story: Story }) {
  const author = storyAuthor(story)
  const setup = showsSetup(story.vanlifeType) ? toSetupView(story.vanSetup) : null
  const headings = setupHeadings(story.rigType)
  return (
    <article>
      <header className="bg-sand">
        <Container size="wide" className="px-0 md:px-6 md:pt-8 lg:px-8">
          <PostHero
            image={toSiteImage(story.featuredImage, undefined, story.title)}
            portrait={toSiteImage(story.featuredImagePortrait, undefined, story.title)}
            className="md:rounded-2xl"
          />
        </Container>
        <Container size="narrow" className="pt-8 pb-10 md:pt-10 md:pb-12">
          <PostHeader
            title={story.title}
            excerpt={story.excerpt}
            author={author}
            unknownAuthorName={UNKNOWN_AUTHOR}
            publishDate={story.publishDate}
            readTime={readingTime(story)}
            note={<p className="text-sm text-muted-foreground italic">{photoRightsNotice(author.name)}</p>}
          />
        </Container>
      </header>

      <Container size="narrow" className="flex flex-col gap-12 py-10 md:gap-16 md:py-14">
        <section aria-labelledby="author-heading">
          <h2 id="author-heading" className="mb-6 text-3xl md:text-4xl">
            {authorHeading(story.vanlifeType)}
          </h2>
          <AuthorCard author={author} />
        </section>

        {setup ? (
          <section aria-labelledby="setup-heading">
            <h2 id="setup-heading" className="mb-6 text-3xl md:text-4xl">
              {headings.section}
            </h2>
            <SetupCard title={headings.card} setup={setup} skoolie={story.rigType === 'skoolie'} />
          </section>
        ) : null}

        <CalculatorPromoCard layout="banner" headingLevel="h2" />

        <PostBody post={story} />
      </Container>
    </article>
  )
}
