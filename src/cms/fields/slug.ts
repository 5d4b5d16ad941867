import type { FieldHook, TextField, Validate } from 'payload'

import { checkSlug, slugify } from '@/lib/slug'

/** Collections whose documents share the /{slug} namespace. */
export const POST_COLLECTIONS = ['articles', 'stories'] as const

const fillFromTitle =
  (sourceField: string): FieldHook =>
  ({ value, data }) => {
    if (typeof value === 'string' && value.trim()) return value.trim().toLowerCase()
    const source = data?.[sourceField]
    return typeof source === 'string' ? slugify(source) : value
  }

/**
 * Format and reservation rules, then uniqueness across every collection in `sharedWith`
 * (a story and an article cannot both answer /{slug}).
 */
const validateSlug =
  (sharedWith: readonly string[]): Validate<string> =>
  async (value, { req, id, collectionSlug }) => {
    const check = checkSlug(value)
    if (!check.ok) return check.message
    for (const collection of sharedWith) {
      const clash = await req.payload.find({
        collection: collection as (typeof POST_COLLECTIONS)[number],
        where: {
          slug: { equals: value },
          ...(collection === collectionSlug && id !== undefined ? { id: { not_equals: id } } : {}),
        },
        limit: 1,
        depth: 0,
        draft: true,
        pagination: false,
        overrideAccess: true,
        req,
      })
      if (clash.docs.length > 0) {
        return collection === collectionSlug
          ? `Another document already uses the slug "${value}".`
          : `The slug "${value}" is already used by one of the ${collection}.`
      }
    }
    return true
  }

export function slugField(options: { from?: string; sharedWith?: readonly string[] } = {}): TextField {
  const { from = 'title', sharedWith = [] } = options
  return {
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: {
      position: 'sidebar',
      description: 'The address of the page: lowercase words joined by hyphens. Filled from the title when empty.',
    },
    hooks: { beforeValidate: [fillFromTitle(from)] },
    validate: validateSlug(sharedWith),
  }
}
