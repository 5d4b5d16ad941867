import { CACHE_TAGS } from '@/lib/cache-tags'

import { revalidateCollection } from '../../../hooks/revalidate'

export const revalidateArticle = revalidateCollection<{ slug?: string | null }>((doc) => [
  CACHE_TAGS.articles,
  ...(doc.slug ? [CACHE_TAGS.article(doc.slug)] : []),
])
