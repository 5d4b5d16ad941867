/** The demo stories: one every Thursday going back from the anchor date, newest first. */
import { type SeedContext, upsert } from './context'
import { STORY_ANCHOR_DATE, weeklyThursdays } from './dates'
import {
  avatarSvg,
  describeScene,
  drawnFilename,
  illustrationCredit,
  LANDSCAPE,
  PORTRAIT,
  renderSvg,
  sceneSvg,
} from './images'
import { fromBlocks } from './lexical'
import { ensureImage } from './media'
import { storiesPart1 } from './stories-data/part1'
import { storiesPart2 } from './stories-data/part2'
import { storiesPart3 } from './stories-data/part3'
import { storiesPart4 } from './stories-data/part4'
import type { StorySeed } from './stories-data/types'

export const STORY_SEEDS: StorySeed[] = [...storiesPart1, ...storiesPart2, ...storiesPart3, ...storiesPart4]

async function storyImages(ctx: SeedContext, story: StorySeed) {
  const { place: _place, ...scene } = story.scene
  const vehicle = story.scene.vehicle ?? story.rigType
  const alt = describeScene(story.scene, vehicle)
  const credit = illustrationCredit(story.scene, vehicle)
  const sceneOptions = { ...scene, vehicle }
  const landscape = sceneSvg({ ...sceneOptions, ...LANDSCAPE })
  const featuredImage = await ensureImage(ctx, {
    filename: drawnFilename(`story-${story.slug}-landscape`, landscape, 'jpg'),
    alt,
    credit,
    render: () => renderSvg(landscape, 'jpeg'),
  })
  const portrait = story.portrait ? sceneSvg({ ...sceneOptions, ...PORTRAIT }) : null
  const featuredImagePortrait = portrait
    ? await ensureImage(ctx, {
        filename: drawnFilename(`story-${story.slug}-portrait`, portrait, 'jpg'),
        alt,
        credit,
        render: () => renderSvg(portrait, 'jpeg'),
      })
    : null
  const face = avatarSvg({ ...story.author.avatar, size: 400 })
  const authorImage = await ensureImage(ctx, {
    filename: drawnFilename(`story-${story.slug}-vanlifer`, face, 'png'),
    alt: `Illustrated portrait of ${story.author.name}`,
    render: () => renderSvg(face, 'png'),
  })
  return { featuredImage, featuredImagePortrait, authorImage }
}

export async function seedStories(ctx: SeedContext): Promise<void> {
  const dates = weeklyThursdays(STORY_ANCHOR_DATE, STORY_SEEDS.length)
  for (const [index, story] of STORY_SEEDS.entries()) {
    const images = await storyImages(ctx, story)
    const setup = story.vanSetup
    await upsert(
      ctx,
      'stories',
      'stories',
      { slug: { equals: story.slug } },
      {
        title: story.title,
        slug: story.slug,
        excerpt: story.excerpt,
        featuredImage: images.featuredImage,
        featuredImagePortrait: images.featuredImagePortrait,
        content: fromBlocks(story.body),
        author: {
          name: story.author.name,
          location: story.author.location,
          bio: story.author.bio,
          image: images.authorImage,
          socialLinks: story.author.socialLinks,
        },
        vanSetup: setup
          ? {
              vehicleYear: setup.vehicleYear,
              vehicleMake: setup.vehicleMake,
              vehicleModel: setup.vehicleModel,
              electricSystem: setup.electricSystem,
              waterSystem: setup.waterSystem,
              amenities: setup.amenities.map((item) => ({ item })),
              specifications: setup.specifications.map(([label, value]) => ({ label, value })),
            }
          : {},
        metaTitle: story.metaTitle ?? null,
        metaDescription: story.metaDescription ?? null,
        readTime: story.readTime ?? null,
        publishDate: dates[index],
        vanlifeType: story.vanlifeType,
        rigType: story.rigType,
        _status: 'published',
      },
      story.slug,
    )
  }
}
