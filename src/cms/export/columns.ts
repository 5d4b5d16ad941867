/**
 * What each admin CSV export writes, column by column. Only fields staff read in the admin;
 * internal ones (fingerprint) stay out.
 */
import type { CsvColumn } from './csv'

/** Exportable collections and the slug of each. */
export const EXPORT_COLLECTIONS = ['subscribers', 'story-submissions', 'contact-messages'] as const
export type ExportCollectionSlug = (typeof EXPORT_COLLECTIONS)[number]

/** "not-requested" → "Not requested". */
export function humanize(value: string): string {
  const words = value.replaceAll(/[-_]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A select's values → readable labels. */
export function selectLabels(values: readonly string[]): Record<string, string> {
  return Object.fromEntries(values.map((value) => [value, humanize(value)]))
}

// Kept in step with SUBSCRIBER_STATUSES and CONTACT_NEWSLETTER_OUTCOMES (columns.test.ts checks it);
// not imported from the collection configs, which import this module for their endpoints.
const SUBSCRIBER_STATUS_VALUES = ['pending', 'confirmed', 'unsubscribed'] as const
const NEWSLETTER_OUTCOME_VALUES = ['not-requested', 'subscribed', 'failed', 'unavailable'] as const

const id: CsvColumn = { header: 'ID', field: 'id' }
const createdAt: CsvColumn = {
  header: 'Created at',
  field: 'createdAt',
  kind: 'date',
}

export const SUBSCRIBER_COLUMNS: readonly CsvColumn[] = [
  id,
  { header: 'Email', field: 'email' },
  { header: 'First name', field: 'firstName' },
  {
    header: 'Status',
    field: 'status',
    kind: 'select',
    labels: selectLabels(SUBSCRIBER_STATUS_VALUES),
  },
  { header: 'Source', field: 'source' },
  { header: 'Confirmed at', field: 'confirmedAt', kind: 'date' },
  { header: 'Unsubscribed at', field: 'unsubscribedAt', kind: 'date' },
  createdAt,
]

export const STORY_SUBMISSION_COLUMNS: readonly CsvColumn[] = [
  id,
  { header: 'Name', field: 'name' },
  { header: 'Email', field: 'email' },
  { header: 'Location', field: 'location' },
  { header: 'Instagram', field: 'instagram' },
  { header: 'Source', field: 'source' },
  createdAt,
]

export const CONTACT_MESSAGE_COLUMNS: readonly CsvColumn[] = [
  id,
  { header: 'Name', field: 'name' },
  { header: 'Email', field: 'email' },
  { header: 'Message', field: 'message' },
  {
    header: 'Wants newsletter',
    field: 'subscribeToNewsletter',
    kind: 'boolean',
  },
  {
    header: 'Newsletter outcome',
    field: 'newsletterOutcome',
    kind: 'select',
    labels: selectLabels(NEWSLETTER_OUTCOME_VALUES),
  },
  { header: 'Source', field: 'source' },
  createdAt,
]

export const EXPORT_COLUMNS: Readonly<Record<ExportCollectionSlug, readonly CsvColumn[]>> = {
  subscribers: SUBSCRIBER_COLUMNS,
  'story-submissions': STORY_SUBMISSION_COLUMNS,
  'contact-messages': CONTACT_MESSAGE_COLUMNS,
}
