import { confirmResultPages as pages } from '@/features/newsletter/link-pages'

/** Served from the route cache; refreshed by tag on save, at most every 5 min (SPEC §9). */
export const revalidate = 300

/** One page per outcome of the confirm POST (its 303 target); any other segment answers 404. */
export const dynamicParams = false

export const generateStaticParams = pages.staticParams
export const generateMetadata = pages.metadata
export default pages.Page
