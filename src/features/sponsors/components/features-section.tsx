import { VideoPlayer } from '@/components/video-player'

import { SECTION_IDS, type SponsorPageView } from '../view'
import { SponsorIcon } from './sponsor-icon'
import { Container } from '@/components/ui/container'

/** The features section (id "features"): heading, description, the three points and the video. */
export function FeaturesSection({ page }: { page: SponsorPageView }) {
  const { features } = page
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
            <div className="lg:order-2 lg:col-span-7">
              <VideoPlayer video={features.video} className="shadow-lg" />
            </div>
          ) : null}
          {features.items.length ? (
            <ul
              className={features.video ? 'flex flex-col gap-7 lg:order-1 lg:col-span-5' : 'grid gap-8 md:grid-cols-3'}
            >
              {features.items.map((item) => (
                <li key={item.title} className="flex gap-4">
                  <SponsorIcon icon={item.icon} />
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
