/** Practical guides, all by the default author. */
import { ARTICLE_SEEDS } from './articles-data'
import { type SeedContext, upsert } from './context'
import { describeScene, drawnFilename, illustrationCredit, LANDSCAPE, PORTRAIT, renderSvg, sceneSvg } from './images'
import { fromBlocks } from './lexical'
import { ensureImage } from './media'
import type { SeededVideos } from './videos'

export async function seedArticles(ctx: SeedContext, authorId: number, videos: SeededVideos): Promise<void> {
  for (const article of ARTICLE_SEEDS) {
    const { vehicle, ...scene } = article.scene
    const alt = describeScene(scene, vehicle)
    const credit = illustrationCredit(scene, vehicle)
    const landscape = sceneSvg({ ...article.scene, ...LANDSCAPE })
    const portrait = article.portrait ? sceneSvg({ ...article.scene, ...PORTRAIT }) : null
    const featuredImage = await ensureImage(ctx, {
      filename: drawnFilename(`article-${article.slug}-landscape`, landscape, 'jpg'),
      alt,
      credit,
      render: () => renderSvg(landscape, 'jpeg'),
    })
    const featuredImagePortrait = portrait
      ? await ensureImage(ctx, {
          filename: drawnFilename(`article-${article.slug}-portrait`, portrait, 'jpg'),
          alt,
          credit,
          render: () => renderSvg(portrait, 'jpeg'),
        })
      : null
    await upsert(
      ctx,
      'articles',
      'articles',
      { slug: { equals: article.slug } },
      {
        title: article.title,
        slug: article.slug,
        excerpt: article.excerpt,
        featuredImage,
        featuredImagePortrait,
        featuredImageCredit: credit,
        content: fromBlocks(article.body, { featured: featuredImage, portrait: featuredImagePortrait }, videos),
        metaTitle: article.metaTitle ?? null,
        metaDescription: article.metaDescription ?? null,
        publishDate: article.publishDate,
        readTime: article.readTime,
        author: authorId,
        _status: 'published',
      },
      article.slug,
    )
  }
}
