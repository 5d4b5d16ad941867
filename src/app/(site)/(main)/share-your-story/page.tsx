import type { Metadata } from 'next'

import { VanScene } from '@/components/brand/van-scene'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardTitle } from '@/components/ui/card'
import { Container } from '@/components/ui/container'
import { getMetadataSite } from '@/features/site/queries'
import { OpenStoryDialogButton } from '@/features/submissions/components/open-story-dialog-button'
import { StoryDialogLoader } from '@/features/submissions/components/story-dialog-loader'
import { StoryFaq } from '@/features/submissions/components/story-faq'
import { STORY_FAQ, STORY_STEPS } from '@/features/submissions/content'
import { buildMetadata } from '@/lib/metadata'

/** Served from the route cache; refreshed by tag on save, at most every 5 min (SPEC §9). */
export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  const site = await getMetadataSite()
  return buildMetadata(
    {
      title: 'Share Your Story',
      description: `Live on the road? Tell your vanlife story on ${site.productName}: a short form, a 30-45 minute interview, and you approve every word before it is published.`,
      canonical: '/share-your-story',
    },
    site,
  )
}

export default function ShareYourStoryPage() {
  return (
    <>
      <section className="border-b border-border bg-sand">
        <Container className="grid items-center gap-10 py-16 md:grid-cols-2 md:py-24">
          <div>
            <Badge variant="secondary">Share Your Story</Badge>
            <h1 className="mt-5 max-w-3xl text-4xl leading-tight md:text-5xl lg:text-6xl">
              Your road, your words, our readers
            </h1>
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-mocha-light">
              Every week we feature a vanlifer in their own words. Tell us a little about yourself, have a relaxed chat
              with our storyteller, and we will turn it into a story you are proud to share.
            </p>
            <OpenStoryDialogButton variant="primary" size="lg" className="mt-8">
              Get Started
            </OpenStoryDialogButton>
          </div>
          <div className="hidden aspect-[4/3] overflow-hidden rounded-2xl shadow-lg md:block">
            <VanScene />
          </div>
        </Container>
      </section>

      <section aria-labelledby="steps-heading">
        <Container className="py-16 md:py-20">
          <h2 id="steps-heading" className="text-3xl md:text-4xl">
            How it works
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-mocha-light">
            Six simple steps from first hello to published story.
          </p>
          <ol className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {STORY_STEPS.map(({ title, Icon, text, bookInterview }, index) => (
              <li key={title}>
                <Card className="h-full">
                  <CardContent className="flex flex-col gap-3">
                    <div className="flex items-center gap-3">
                      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-burnt font-semibold text-white">
                        <span className="sr-only">Step </span>
                        {index + 1}
                      </span>
                      <Icon className="size-5 text-burnt" aria-hidden="true" />
                    </div>
                    <CardTitle>{title}</CardTitle>
                    <p className="text-base leading-relaxed text-mocha-light">{text}</p>
                    {bookInterview ? (
                      <OpenStoryDialogButton variant="link" className="self-start text-base font-semibold">
                        Book an interview
                      </OpenStoryDialogButton>
                    ) : null}
                  </CardContent>
                </Card>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section aria-labelledby="cta-one-heading" className="bg-mocha text-cream">
        <Container className="flex flex-col items-start gap-6 py-12 md:flex-row md:items-center md:justify-between md:py-14">
          <div>
            <h2 id="cta-one-heading" className="text-3xl text-cream">
              Ready to be featured?
            </h2>
            <p className="mt-2 max-w-xl text-lg text-cream/90">
              The form takes less than a minute. We will get back to you to find a time for the interview.
            </p>
          </div>
          <OpenStoryDialogButton variant="primary-onDark" size="lg">
            Share Your Story
          </OpenStoryDialogButton>
        </Container>
      </section>

      <section aria-labelledby="storyteller-heading">
        <Container className="grid items-center gap-10 py-16 md:grid-cols-12 md:py-20">
          <div className="flex justify-center md:col-span-4">
            <div
              aria-hidden="true"
              className="flex size-40 items-center justify-center rounded-full border-4 border-burnt-light bg-sand font-display text-6xl text-burnt md:size-52 md:text-7xl"
            >
              AR
            </div>
          </div>
          <div className="md:col-span-8">
            <p className="text-sm font-semibold tracking-wide text-burnt uppercase">Your storyteller</p>
            <h2 id="storyteller-heading" className="mt-2 text-3xl md:text-4xl">
              Meet Alex Rivera
            </h2>
            <div className="mt-5 flex flex-col gap-4 text-lg leading-relaxed">
              <p>
                Alex has lived and worked from a converted Ford Transit since 2019 and does the interviews and the
                writing for every featured story. Before vanlife came eight years as an electrician, which is why the
                conversation often drifts towards batteries and solar panels.
              </p>
              <p>
                Alex&apos;s job is to listen, ask good questions and then get out of the way, so the finished story
                sounds like you and not like a magazine. You see every draft, and you have the last word.
              </p>
            </div>
          </div>
        </Container>
      </section>

      <section aria-labelledby="faq-heading" className="border-t border-border bg-card">
        <Container size="narrow" className="py-16 md:py-20">
          <h2 id="faq-heading" className="text-3xl md:text-4xl">
            Frequently asked questions
          </h2>
          <StoryFaq items={STORY_FAQ} className="mt-8" />
        </Container>
      </section>

      <section aria-labelledby="cta-two-heading" className="bg-burnt text-white">
        <Container size="narrow" className="flex flex-col items-center py-14 text-center md:py-16">
          <h2 id="cta-two-heading" className="text-3xl text-white md:text-4xl">
            Your story could be next Thursday&apos;s
          </h2>
          <p className="mt-3 max-w-xl text-lg text-white">
            Someone out there is dreaming of the road. Your experience could be the nudge they need.
          </p>
          <OpenStoryDialogButton variant="secondary" size="lg" className="mt-8">
            Book Your Interview
          </OpenStoryDialogButton>
        </Container>
      </section>

      <StoryDialogLoader />
    </>
  )
}
