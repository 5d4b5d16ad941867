/**
 * The dashboard's setup checklist (src/features/site/setup) reads the database: on an empty site
 * nothing is done; each item is checked off as staff save what it asks for; drafts do not count
 * as a first post; the sponsor pages (as the demo content saves them) complete it. The dashboard
 * panel itself (SetupChecklist, rendered to HTML as the admin renders it) greets the empty site
 * with every item to do, and is gone once everything is done. On a database of its own, empty and
 * migrated.
 */
import type { Payload, ServerComponentProps } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createStory, testImage } from './helpers/content'
import { closeTestPayload, getFreshTestPayload } from './helpers/payload'

let payload: Payload
let doneKeys: () => Promise<string[]>
/** The dashboard panel's HTML, as the admin renders it above the dashboard ('' when it shows nothing). */
let renderPanel: () => Promise<string>

const LOCAL = { overrideAccess: true, context: { disableRevalidate: true } } as const

beforeAll(async () => {
  payload = await getFreshTestPayload('site_setup')
  const { readSetupFacts } = await import('@/features/site/setup/read-facts')
  const { setupChecklist } = await import('@/features/site/setup/checklist')
  doneKeys = async () =>
    setupChecklist(await readSetupFacts(payload))
      .filter((item) => item.done)
      .map((item) => item.key)
  const { SetupChecklist } = await import('@/features/site/components/admin/setup-checklist')
  renderPanel = async () => {
    const element = await SetupChecklist({ payload } as ServerComponentProps)
    return element ? renderToStaticMarkup(element) : ''
  }
}, 120_000)

afterAll(closeTestPayload)

describe('the setup checklist on a site that started empty', () => {
  it('has nothing done', async () => {
    expect(await doneKeys()).toEqual([])
  })

  it('greets the first staff member on the dashboard with what to fill in first, each linked', async () => {
    const html = await renderPanel()
    expect(html).toContain('<h2 id="setup-checklist-heading"')
    expect(html).toContain('Set up your site')
    expect(html).toContain('Fill these in first: each is checked off once it is saved. 0 of 7 done.')
    const links = [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a><span[^>]*> \((to do|done)\)/g)].map(
      ([, href, label, state]) => `${label} ${href} ${state}`,
    )
    expect(links).toEqual([
      'Site settings /admin/globals/site-settings to do',
      'Privacy Policy /admin/globals/privacy-policy to do',
      'Terms of Service /admin/globals/terms to do',
      'Your first story or article /admin/collections/stories/create to do',
      expect.stringMatching(/ to do$/),
      expect.stringMatching(/ to do$/),
      expect.stringMatching(/ to do$/),
    ])
  })

  it('checks off the site settings once saved with their addresses and a social link', async () => {
    const settings = {
      productName: 'Vanlife Voices',
      tagline: 'Stories from the road',
      description: 'Vanlife stories, guides and a cost calculator.',
      footerBlurb: 'A community of vanlifers.',
      contact: {
        generalEmail: 'hello@vanlifevoices.com',
        privacyEmail: 'privacy@vanlifevoices.com',
        storiesEmail: 'stories@vanlifevoices.com',
      },
    }
    await payload.updateGlobal({ slug: 'site-settings', data: settings, ...LOCAL })
    expect(await doneKeys(), 'no social link yet').toEqual([])
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { ...settings, socials: { instagram: 'https://instagram.com/vanlifevoices' } },
      ...LOCAL,
    })
    expect(await doneKeys()).toEqual(['site-settings'])
  })

  it('checks off each legal page once it has sections', async () => {
    const legal = {
      title: 'Terms of Service',
      effectiveDate: '2026-12-01T00:00:00.000Z',
      sections: [{ heading: 'Using the site', body: 'Be kind.' }],
    }
    await payload.updateGlobal({ slug: 'terms', data: legal, ...LOCAL })
    expect(await doneKeys()).toEqual(['site-settings', 'terms'])
    await payload.updateGlobal({ slug: 'privacy-policy', data: { ...legal, title: 'Privacy Policy' }, ...LOCAL })
    expect(await doneKeys()).toEqual(['site-settings', 'privacy-policy', 'terms'])
  })

  it('counts a published story as the first post, not a draft', async () => {
    await createStory(payload, { status: 'draft' })
    expect(await doneKeys()).not.toContain('first-post')
    await createStory(payload, { status: 'published' })
    expect(await doneKeys()).toContain('first-post')
  })

  it('checks off the products once there is one', async () => {
    expect(await doneKeys()).not.toContain('products')
    await payload.create({
      collection: 'products',
      data: {
        name: 'Setup Tee',
        slug: 'setup-tee',
        price: 25,
        description: 'A tee',
        images: [(await testImage(payload)).id],
        sizes: ['M'],
        stock: { S: 0, M: 3, L: 0, XL: 0, oneSize: 0 },
        inStock: true,
      } as never,
      ...LOCAL,
    })
    expect(await doneKeys()).toEqual(['site-settings', 'privacy-policy', 'terms', 'first-post', 'products'])
  })

  it('is complete once the sponsor pages are saved too (as the demo content saves them)', async () => {
    const { emptySummary } = await import('@/seed/context')
    const { seedVideos } = await import('@/seed/videos')
    const { seedSponsorPages } = await import('@/seed/sponsorPages')
    const ctx = { payload, log: () => {}, summary: emptySummary(), mediaIds: new Map<string, number>() }
    await seedSponsorPages(ctx, await seedVideos(ctx))
    expect(await doneKeys()).toEqual([
      'site-settings',
      'privacy-policy',
      'terms',
      'first-post',
      'products',
      'sponsor-vunked',
      'sponsor-trelino',
    ])
    // Nothing left to do: the dashboard no longer shows the panel.
    expect(await renderPanel()).toBe('')
  }, 300_000)
})
