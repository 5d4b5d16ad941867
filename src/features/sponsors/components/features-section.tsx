import { VideoPlayer } from '@/components/video-player'
import { cn } from '@/lib/utils'

import type { SponsorLayout } from '../looks'

import { SECTION_IDS, type SponsorPageView } from '../view'
import { SponsorIcon } from './sponsor-icon'
import { Container } from '@/components/ui/container'

/**
 * The features section (id "features"): heading, description, the three points and the video.
 * angled: the points beside the video on the right, square-cornered; rounded: the video first, in
 * a soft frame, the points in rounded cards.
 */
export function FeaturesSection({ page, layout }: { page: SponsorPageView; layout: SponsorLayout }) {
  const { features } = page
  const rounded = layout === 'rounded'
  return (
    <section id={SECTION_IDS.features} aria-labelledby="features-heading" className="scroll-mt-20">
      <Container className="py-16 md:py-20">
        <div className="max-w-3xl">
          <h2 id="features-heading" className="text-3xl md:text-4xl">
            {features.heading}
          </h2>
          {features.description ? (
            <p className="mt-4 text-lg leading-relaxed text-mocha-light">{features.description}</p>
          ) : null}
        </div>
        <div className={features.video ? 'mt-10 grid items-start gap-10 lg:grid-cols-12 lg:gap-12' : 'mt-10'}>
          {features.video ? (
            <div className={cn('lg:col-span-7', rounded ? 'lg:order-1' : 'lg:order-2')}>
              <VideoPlayer
                video={features.video}
                className={cn('shadow-lg', rounded ? 'overflow-hidden rounded-3xl' : 'rounded-sm')}
              />
            </div>
          ) : null}
          {features.items.length ? (
            <ul
              className={cn(
                features.video ? 'flex flex-col lg:col-span-5' : 'grid md:grid-cols-3',
                features.video && (rounded ? 'gap-4 lg:order-2' : 'gap-7 lg:order-1'),
                !features.video && 'gap-8',
              )}
            >
              {features.items.map((item) => (
                <li key={item.title} className={cn('flex gap-4', rounded && 'rounded-3xl bg-sand/70 p-5')}>
                  <SponsorIcon icon={item.icon} shape={rounded ? 'circle' : 'square'} />
                  <div>
                    <h3 className="font-sans text-lg font-semibold">{item.title}</h3>
                    <p className="mt-1 text-base leading-relaxed text-mocha-light">{item.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </Container>
    </section>
  )
}
