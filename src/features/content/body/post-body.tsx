import './post-body.css'

import type { ReactElement } from 'react'

import { type PresentingPartnerSite, sponsorFromSite } from '../blocks/SponsorCta/vocabulary'
import { type BodyContext, type PostBodyInput, PostBodyView } from './post-body-view'

export type { PostBodyInput } from './post-body-view'

/** What a post body needs of the site settings (the page reads them and passes them down). */
export type PostBodySite = PresentingPartnerSite & { productName: string }

export function bodyContextFromSite(site: PostBodySite): BodyContext {
  return { productName: site.productName, sponsor: sponsorFromSite(site) }
}

/**
 * A post's body (server component): the Lexical body, or the imported one, with the blocks and
 * shortcodes rendered as components and imported HTML sanitised. See post-body-view.tsx.
 */
export function PostBody({
  post,
  site,
  className,
}: {
  post: PostBodyInput
  site: PostBodySite
  className?: string
}): ReactElement {
  return <PostBodyView post={post} context={bodyContextFromSite(site)} className={className} />
}
