import { Container } from '@/components/ui/container'
import { CalculatorPromoCard } from '@/features/calculator'
import type { Story } from '@/payload-types'

import { PostBody, type PostBodySite } from '../body/post-body'
import { AuthorCard } from './author-card'
import { PostMasthead } from './post-masthead'
import { SetupCard } from './setup-card'
import { authorHeading, setupHeadings, showsSetup, storyAuthor, storyImageNotice, toSetupView } from './view'

/**
 * Story page: hero, title, author and the image credit (else the photo-rights notice for an uploaded image); the author card under its heading by
 * vanlifeType; unless org, the setup section; the calculator promo; then the body.
 */
export function StoryView({ story, site }: { story: Story; site: PostBodySite }) {
  const author = storyAuthor(story)
  const setup = showsSetup(story.vanlifeType) ? toSetupView(story.vanSetup) : null
  const headings = setupHeadings(story.rigType)
  const notice = storyImageNotice(story.featuredImage, author.name)
  return (
    <article>
      <PostMasthead
        post={story}
        author={author}
        note={notice ? <p className="text-sm text-muted-foreground italic">{notice}</p> : null}
      />

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

        <PostBody post={story} site={site} />
      </Container>
    </article>
  )
}
