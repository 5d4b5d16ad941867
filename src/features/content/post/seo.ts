/**
 * Page metadata and JSON-LD of a post (SPEC §2 "Page metadata", "Dynamic post"). Pure: the
 * site values come in as arguments.
 */
import { toSiteImage } from '@/lib/media'
import { absoluteUrl, type MetadataInput, type MetadataSite } from '@/lib/metadata'

import type { PostResult } from './read-post'
import { articleAuthor, storyAuthor } from './view'

function trimmed(value: string | null | undefined): string | null {
  return value?.trim() || null
}

/** The post's own address: an article's canonicalUrl when set, else the site's /{slug}. */
export function postCanonical(post: PostResult, siteUrl: string): string {
  const own = post.kind === 'article' ? trimmed(post.doc.canonicalUrl) : null
  return own ?? absoluteUrl(`/${post.doc.slug}`, siteUrl)
}

/** The author's name for metadata, or null when an article's author is unknown. */
export function postAuthorName(post: PostResult): string | null {
  if (post.kind === 'story') return trimmed(post.doc.author?.name)
  return articleAuthor(post.doc)?.name ?? null
}

/** What buildMetadata needs: metaTitle or title, metaDescription or excerpt, canonical, article fields, image. */
export function postMetadataInput(post: PostResult, siteUrl: string): MetadataInput {
  const { doc } = post
  const image = toSiteImage(doc.featuredImage, undefined, doc.title)
  return {
    title: trimmed(doc.metaTitle) ?? doc.title,
    description: trimmed(doc.metaDescription) ?? doc.excerpt,
    canonical: postCanonical(post, siteUrl),
    ogType: 'article',
    publishDate: doc.publishDate,
    modifiedDate: doc.updatedAt,
    authorName: postAuthorName(post),
    ogImage: image
      ? { url: image.src, alt: image.alt, width: image.width ?? undefined, height: image.height ?? undefined }
      : null,
  }
}

type JsonLd = Record<string, unknown>

function authorJsonLd(post: PostResult): JsonLd | null {
  if (post.kind === 'story') {
    const author = storyAuthor(post.doc)
    const sameAs = author.socialLinks.map((link) => link.url)
    return {
      '@type': post.doc.vanlifeType === 'org' ? 'Organization' : 'Person',
      name: author.name,
      ...(sameAs.length > 0 ? { sameAs } : {}),
    }
  }
  const author = articleAuthor(post.doc)
  if (!author) return null
  const sameAs = author.socialLinks.map((link) => link.url)
  return { '@type': 'Person', name: author.name, ...(sameAs.length > 0 ? { sameAs } : {}) }
}

/** schema.org Article (articles) or BlogPosting (stories) with its author and publisher. */
export function buildPostJsonLd(post: PostResult, site: MetadataSite): JsonLd {
  const { doc } = post
  const url = absoluteUrl(`/${doc.slug}`, site.siteUrl)
  const image = toSiteImage(doc.featuredImage, undefined, doc.title)
  const author = authorJsonLd(post)
  return {
    '@context': 'https://schema.org',
    '@type': post.kind === 'article' ? 'Article' : 'BlogPosting',
    headline: doc.title,
    description: trimmed(doc.metaDescription) ?? doc.excerpt,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': postCanonical(post, site.siteUrl) },
    ...(image ? { image: [absoluteUrl(image.src, site.siteUrl)] } : {}),
    datePublished: doc.publishDate,
    dateModified: doc.updatedAt,
    ...(author ? { author } : {}),
    publisher: {
      '@type': 'Organization',
      name: site.productName,
      url: absoluteUrl('/', site.siteUrl),
      logo: { '@type': 'ImageObject', url: absoluteUrl('/icon-512.png', site.siteUrl) },
    },
  }
}

/** JSON for a <script type="application/ld+json">, with "<" escaped so no text can close the script. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
