import type { GlobalConfig } from 'payload'

import { anyone, staff } from '@/cms/access'
import { revalidateGlobal } from '@/cms/hooks/revalidate'
import { CACHE_TAGS } from '@/lib/cache-tags'

import { postEditor } from '../blocks'
import { seoFields } from '../fields/post'

/**
 * The /vanlife page (the word the content links inline): its heading, what vanlife is (rich
 * text, rendered like a post body) and its search fields. The stories grouped by kind below
 * it come from the stories themselves. Saving refreshes the page at once.
 */
export const VanlifePage: GlobalConfig = {
  slug: 'vanlife-page',
  label: 'Vanlife page',
  admin: {
    group: 'Content',
    description: 'The /vanlife page: what vanlife is, shown above the stories grouped by kind.',
  },
  access: { read: anyone, update: staff },
  hooks: { afterChange: [revalidateGlobal([CACHE_TAGS.vanlifePage])] },
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 120 },
    {
      name: 'intro',
      type: 'richText',
      editor: postEditor,
      required: true,
      admin: { description: 'A few paragraphs on what vanlife is. Links to stories and articles are welcome.' },
    },
    seoFields,
  ],
}
