/**
 * What the post page shows, derived from the documents (SPEC §2 "Dynamic post", §3). Pure.
 */
import { type SiteImage, toSiteImage } from '@/lib/media'
import type { Article, Author, Story } from '@/payload-types'

export const UNKNOWN_AUTHOR = 'Unknown Author'

export type SocialLinkView = { platform: string; url: string }

export type AuthorView = {
  name: string
  location: string | null
  bio: string | null
  image: SiteImage | null
  socialLinks: SocialLinkView[]
}

/** The heading over a story's author card, by vanlifeType (solo, missing or unknown: "Meet the Vanlifer"). */
export function authorHeading(vanlifeType: string | null | undefined): string {
  switch (vanlifeType) {
    case 'org':
      return 'About the Author'
    case 'couple':
      return 'Meet the Vanlife Couple'
    case 'family':
      return 'Meet the Vanlife Family'
    default:
      return 'Meet the Vanlifer'
  }
}

/** Setup section heading and card title: skoolies are "The Skoolie", anything else "The Van". */
export function setupHeadings(rigType: string | null | undefined): { section: string; card: string } {
  return rigType === 'skoolie'
    ? { section: 'The Skoolie', card: 'Skoolie Setup Details' }
    : { section: 'The Van', card: 'Van Setup Details' }
}

/** True when the story gets a setup section (every vanlifeType but org). */
export function showsSetup(vanlifeType: string | null | undefined): boolean {
  return vanlifeType !== 'org'
}

/** "Photos courtesy of {author}. All rights reserved; used with permission." */
export function photoRightsNotice(authorName: string | null | undefined): string {
  const name = authorName?.trim()
  return `Photos courtesy of ${name || 'the storyteller'}. All rights reserved; used with permission.`
}

/**
 * The line under a story's byline: the featured image's own credit when it has one (the demo
 * content's illustrations say what they are: "Illustration: …"), else the photo-rights notice for
 * an uploaded image; none for a story without an image (its stand-in drawing is the site's own).
 */
export function storyImageNotice(
  featuredImage: Story['featuredImage'],
  authorName: string | null | undefined,
): string | null {
  if (featuredImage === null || featuredImage === undefined) return null
  const credit = typeof featuredImage === 'object' ? featuredImage.credit?.trim() : undefined
  return credit || photoRightsNotice(authorName)
}

export type SetupView = {
  /** Year, make and model, e.g. "2004 Blue Bird All American"; empty when none is known. */
  vehicle: string
  electricSystem: string | null
  waterSystem: string | null
  amenities: string[]
  specifications: { label: string; value: string }[]
}

function text(value: string | null | undefined): string | null {
  return value?.trim() || null
}

/** The story's setup card, or null when the story has nothing to show there. */
export function toSetupView(setup: Story['vanSetup']): SetupView | null {
  if (!setup) return null
  const view: SetupView = {
    vehicle: [setup.vehicleYear, setup.vehicleMake, setup.vehicleModel]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' '),
    electricSystem: text(setup.electricSystem),
    waterSystem: text(setup.waterSystem),
    amenities: (setup.amenities ?? []).map((row) => row.item.trim()).filter(Boolean),
    specifications: (setup.specifications ?? [])
      .map((row) => ({ label: row.label.trim(), value: row.value.trim() }))
      .filter((row) => row.label && row.value),
  }
  const empty =
    !view.vehicle &&
    !view.electricSystem &&
    !view.waterSystem &&
    view.amenities.length === 0 &&
    view.specifications.length === 0
  return empty ? null : view
}

function socialLinks(links: { platform: string; url: string }[] | null | undefined): SocialLinkView[] {
  return (links ?? []).filter((link) => link.url).map(({ platform, url }) => ({ platform, url }))
}

export function storyAuthor(story: Story): AuthorView {
  const author = story.author
  const name = text(author?.name) ?? UNKNOWN_AUTHOR
  return {
    name,
    location: text(author?.location),
    bio: text(author?.bio),
    image: toSiteImage(author?.image, 'avatar', name),
    socialLinks: socialLinks(author?.socialLinks),
  }
}

/** The article's author profile, or null when it is not set or could not be read. */
export function articleAuthor(article: Article): AuthorView | null {
  const author: Author | number | null | undefined = article.author
  if (!author || typeof author !== 'object') return null
  return {
    name: text(author.name) ?? UNKNOWN_AUTHOR,
    location: text(author.location),
    bio: text(author.bio),
    image: toSiteImage(author.image, 'avatar', author.name),
    socialLinks: socialLinks(author.socialLinks),
  }
}
