import { Container } from '@/components/ui/container'
import type { SiteImage } from '@/lib/media'

import type { SponsorLook } from '../looks'
import type { Feature, SponsorPageView } from '../view'
import { SponsorIcon } from './sponsor-icon'

/** The product picture: a plain <img> of the static SVG (src/app/illustrations/products), below the fold. */
function ProductImage({ image, className }: { image: SiteImage; className?: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a static SVG: nothing for the image optimiser to do
    <img
      src={image.src}
      alt={image.alt}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading="lazy"
      decoding="async"
      data-product-image=""
      className={className}
    />
  )
}

/**
 * angled: the product diagram and its spec table in a dark panel on a band of the sponsor's colour
 * laid at an angle, then the six points as square, numbered cards.
 */
function AngledGrid({ page, look }: { page: SponsorPageView; look: SponsorLook }) {
  return (
    <section aria-labelledby="grid-heading" data-grid="angled" className="relative isolate py-16 md:py-24">
      <div
        aria-hidden="true"
        data-accent="angled-band"
        className="absolute inset-x-0 top-28 bottom-40 -z-10 -skew-y-3 bg-(--sponsor) md:top-32"
      />
      <Container>
        <div className="overflow-hidden rounded-sm bg-(--sponsor-hero) text-(--on-sponsor-hero) shadow-2xl">
          <div className="grid lg:grid-cols-[3fr_2fr]">
            <figure className="self-center">
              <ProductImage image={look.product} className="block h-auto w-full" />
            </figure>
            <div className="p-6 md:p-8">
              <h2 id="grid-heading" className="text-3xl text-(--on-sponsor-hero) md:text-4xl">
                What you get with {page.brandName}
              </h2>
              {look.parts ? (
                <table data-spec-table="" className="mt-6 w-full border-collapse text-left text-sm md:text-base">
                  <caption className="sr-only">The parts numbered in the picture</caption>
                  <thead>
                    <tr className="border-b-2 border-(--sponsor-highlight) text-xs tracking-[0.12em] uppercase">
                      <th scope="col" className="py-2 pr-3 font-semibold">
                        No.
                      </th>
                      <th scope="col" className="py-2 pr-3 font-semibold">
                        Part
                      </th>
                      <th scope="col" className="py-2 font-semibold">
                        Spec
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {look.parts.map((row, index) => (
                      <tr key={row.part} className="border-b border-(--on-sponsor-hero)/20 align-top">
                        <td className="py-2.5 pr-3">
                          <span className="inline-flex size-7 items-center justify-center rounded-full bg-(--sponsor) font-bold text-(--on-sponsor)">
                            {index + 1}
                          </span>
                        </td>
                        <th scope="row" className="py-2.5 pr-3 font-semibold">
                          {row.part}
                        </th>
                        <td className="py-2.5">{row.spec}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : null}
            </div>
          </div>
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {page.grid.map((item, index) => (
            <li key={item.title}>
              <div className="flex h-full flex-col gap-3 rounded-sm border-l-4 border-(--sponsor) bg-card p-6 shadow-md">
                <div className="flex items-center justify-between">
                  <SponsorIcon icon={item.icon} shape="square" className="size-11" />
                  <span aria-hidden="true" className="font-mono text-xl font-bold text-mocha-light">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                </div>
                <h3 className="font-sans text-lg font-semibold">{item.title}</h3>
                <p className="text-base leading-relaxed text-mocha-light">{item.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}

function RoundedItem({ item }: { item: Feature }) {
  return (
    <li className="flex gap-4 rounded-3xl bg-card p-5 shadow-sm">
      <SponsorIcon icon={item.icon} />
      <div>
        <h3 className="font-sans text-lg font-semibold">{item.title}</h3>
        <p className="mt-1 text-base leading-relaxed text-mocha-light">{item.description}</p>
      </div>
    </li>
  )
}

/**
 * rounded: the product in an organic frame in the middle, three points either side of it on wide
 * screens (below it on narrow ones), on a sand band.
 */
function RoundedGrid({ page, look }: { page: SponsorPageView; look: SponsorLook }) {
  const half = Math.ceil(page.grid.length / 2)
  return (
    <section aria-labelledby="grid-heading" data-grid="rounded" className="bg-sand">
      <Container className="py-16 md:py-24">
        <h2 id="grid-heading" className="text-center text-3xl md:text-4xl">
          What you get with {page.brandName}
        </h2>
        <div className="mt-10 grid items-center gap-6 md:mt-14 lg:grid-cols-[1fr_minmax(0,24rem)_1fr] lg:gap-8">
          <figure className="mx-auto w-full max-w-md lg:col-start-2 lg:row-start-1">
            <ProductImage
              image={look.product}
              className="block aspect-square h-auto w-full rounded-[42%_58%_46%_54%/48%_40%_60%_52%] border-8 border-card object-cover shadow-xl"
            />
          </figure>
          <ul className="flex flex-col gap-4 lg:col-start-1 lg:row-start-1">
            {page.grid.slice(0, half).map((item) => (
              <RoundedItem key={item.title} item={item} />
            ))}
          </ul>
          <ul className="flex flex-col gap-4 lg:col-start-3 lg:row-start-1">
            {page.grid.slice(half).map((item) => (
              <RoundedItem key={item.title} item={item} />
            ))}
          </ul>
        </div>
      </Container>
    </section>
  )
}

/** The six-point grid with the sponsor's product picture, in the page's own layout. */
export function FeaturesGrid({ page, look }: { page: SponsorPageView; look: SponsorLook }) {
  if (!page.grid.length) return null
  return look.layout === 'angled' ? <AngledGrid page={page} look={look} /> : <RoundedGrid page={page} look={look} />
}
