/**
 * The admin CSV exports as the slices wire them (src/cms/export's withCsvExport over each slice's
 * collection and columns): every column names a real field, internal fields stay out, search
 * fields exist and the export endpoint is there. Reads the collection configs only (no database).
 */
import { describe, expect, it } from 'vitest'

import {
  CONTACT_MESSAGE_COLUMNS,
  CONTACT_NEWSLETTER_OUTCOMES,
  ContactMessages,
} from '@/features/contact/collections/ContactMessages'
import { SUBSCRIBER_COLUMNS, SUBSCRIBER_STATUSES, Subscribers } from '@/features/newsletter/collections/Subscribers'
import { STORY_SUBMISSION_COLUMNS, StorySubmissions } from '@/features/submissions/collections/StorySubmissions'

function fieldNames(fields: readonly { name?: string }[] | readonly object[]): string[] {
  return fields.flatMap((field) => ('name' in field && typeof field.name === 'string' ? [field.name] : []))
}

describe('export columns', () => {
  it('labels every select value of the collections', () => {
    const status = SUBSCRIBER_COLUMNS.find((column) => column.field === 'status')
    expect(Object.keys(status?.labels ?? {})).toEqual([...SUBSCRIBER_STATUSES])
    const outcome = CONTACT_MESSAGE_COLUMNS.find((column) => column.field === 'newsletterOutcome')
    expect(Object.keys(outcome?.labels ?? {})).toEqual([...CONTACT_NEWSLETTER_OUTCOMES])
  })

  it.each([
    [Subscribers, SUBSCRIBER_COLUMNS],
    [StorySubmissions, STORY_SUBMISSION_COLUMNS],
    [ContactMessages, CONTACT_MESSAGE_COLUMNS],
  ])('only name fields that exist in $slug, never the fingerprint', (collection, columns) => {
    const names = [...fieldNames(collection.fields), 'id', 'createdAt', 'updatedAt']
    for (const column of columns) expect(names).toContain(column.field)
    expect(columns.map((column) => column.field)).not.toContain('fingerprint')
    expect(collection.custom?.exportColumns).toBe(columns)
  })

  it.each([Subscribers, StorySubmissions, ContactMessages])(
    '$slug is searchable by its own fields and has the export endpoint',
    (collection) => {
      const names = fieldNames(collection.fields)
      for (const field of collection.admin?.listSearchableFields ?? []) expect(names).toContain(field)
      expect(collection.endpoints && collection.endpoints.map((endpoint) => [endpoint.method, endpoint.path])).toEqual([
        ['get', '/export.csv'],
      ])
    },
  )
})
