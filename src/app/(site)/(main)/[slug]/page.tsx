import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getPostBySlug, isPreview } from '@/features/content/post-queries'
import { ArticleView } from '@/features/content/post/article-view'
import { JsonLd } from '@/features/content/post/json-ld'
import { PreviewBar } from '@/features/content/post/preview-bar'
import { buildPostJsonLd, postMetadataInput } from '@/features/content/post/seo'
import { StoryView } from '@/features/content/post/story-view'
import { getMetadataSite, getSiteInfo } from '@/features/site/queries'
import { logger } from '@/lib/logger'
import { buildMetadata } from '@/lib/metadata'

import { decodeSlug } from './slug-param'

/** Served from the route cache; refreshed by tag on save, at most every 15 min (SPEC §9). */
export const revalidate = 900

type Props = { params: Promise<{ slug: string }> }

/** No post is rendered at build time (no database then): each is rendered on its first request. */
export function generateStaticParams(): { slug: string }[] {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = decodeSlug((await params).slug)
  const [post, site] = await Promise.all([getPostBySlug(slug), getMetadataSite()])
  if (!post) return buildMetadata({ title: 'Page not found' }, site)
  const metadata = buildMetadata(postMetadataInput(post, site.siteUrl), site)
  return (await isPreview()) ? { ...metadata, robots: { index: false, follow: false } } : metadata
}

/**
 * /{slug}: an article, else a story (SPEC §2 "Dynamic post"). The layout has already answered 404
 * for unknown slugs; a post that vanished in between still ends on the not-found page.
 */
export default async function PostPage({ params }: Props) {
  const slug = decodeSlug((await params).slug)
  const [post, preview] = await Promise.all([getPostBySlug(slug), isPreview()])
  if (!post) {
    logger.warn({ event: 'not_found', path: `/${slug}`.slice(0, 512) }, 'No post for slug')
    notFound()
  }
  const [metadataSite, site] = await Promise.all([getMetadataSite(), getSiteInfo()])
  return (
    <>
      {preview ? <PreviewBar slug={post.doc.slug} /> : null}
      <JsonLd data={buildPostJsonLd(post, metadataSite)} />
      {post.kind === 'article' ? (
        <ArticleView article={post.doc} site={site} />
      ) : (
        <StoryView story={post.doc} site={site} />
      )}
    </>
  )
}
