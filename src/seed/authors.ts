/** The one article author (SPEC: a single author profile; articles default to "default-author"). */
import { type SeedContext, upsert } from './context'
import { avatarSvg, drawnFilename, renderSvg } from './images'
import { ensureImage } from './media'

export const DEFAULT_AUTHOR_KEY = 'default-author'

export const DEFAULT_AUTHOR = {
  name: 'Alex Rivera',
  key: DEFAULT_AUTHOR_KEY,
  location: 'Tucson, Arizona (most of the time)',
  bio: 'Alex has lived and worked from a converted Ford Transit since 2019, and has written about power systems, budgeting and the practical side of life on the road for Vanlife Voices since day one. Before that: eight years as an electrician and a short, memorable career as a ski-lift operator.',
  socialLinks: [
    { platform: 'Instagram' as const, url: 'https://instagram.com/vanlifevoices' },
    { platform: 'YouTube' as const, url: 'https://www.youtube.com/@vanlifevoices' },
  ],
}

/** Creates or updates the default author and returns its id. */
export async function seedAuthors(ctx: SeedContext): Promise<number> {
  const face = avatarSvg({ seed: 3001, size: 600, background: '#2a9d8f' })
  const image = await ensureImage(ctx, {
    filename: drawnFilename('author-alex-rivera', face, 'png'),
    alt: `Illustrated portrait of ${DEFAULT_AUTHOR.name}`,
    render: () => renderSvg(face, 'png'),
  })
  return upsert(
    ctx,
    'authors',
    'authors',
    { key: { equals: DEFAULT_AUTHOR_KEY } },
    { ...DEFAULT_AUTHOR, image },
    DEFAULT_AUTHOR_KEY,
  )
}
