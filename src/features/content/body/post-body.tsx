import './post-body.css'

import type { ReactElement } from 'react'

import type { SponsorLink } from '@/features/content/blocks/SponsorCta/Component'
import { getSiteInfo } from '@/features/site/queries'
import type { SiteInfo } from '@/features/site/site-info'

import { type BodyContext, type PostBodyInput, PostBodyView } from './post-body-view'

export type { PostBodyInput } from './post-body-view'

/** The sponsor call-to-action's partner: the presenting partner, if it has a link. */
export function sponsorFromSite(site: Pick<SiteInfo, 'presentingPartner'>): SponsorLink | null {
  const partner = site.presentingPartner
  return partner?.link && partner.name ? { name: partner.name, href: partner.link } : null
}

export function bodyContextFromSite(site: Pick<SiteInfo, 'productName' | 'presentingPartner'>): BodyContext {
  return { productName: site.productName, sponsor: sponsorFromSite(site) }
}

async function PostBodyWithSite({ post, className }: { post: PostBodyInput; className?: string }) {
  const site = await getSiteInfo()
  return <PostBodyView post={post} context={bodyContextFromSite(site)} className={className} />
}

/**
 * A post's body (server component): the Lexical body, or the imported one, with the blocks and
 * shortcodes rendered as components and imported HTML sanitised. See post-body-view.tsx.
 */
export function PostBody({ post, className }: { post: PostBodyInput; className?: string }): ReactElement {
  return <PostBodyWithSite post={post} className={className} />
}
