import { CACHE_TAGS } from '@/lib/cache-tags'

import { revalidateCollection } from '../../../hooks/revalidate'

/** A story change expires its own page, the story lists (home, /stories, /link) and nothing else. */
export const revalidateStory = revalidateCollection<{ slug?: string | null }>((doc) => [
  CACHE_TAGS.stories,
  ...(doc.slug ? [CACHE_TAGS.story(doc.slug)] : []),
])
