/**
 * Admin CSV export for any collection: `withCsvExport(collection, columns)` adds the
 * GET /api/<slug>/export.csv endpoint and the Export CSV button above the admin list, and records
 * the columns on the collection (custom.exportColumns). The columns are the slice's: what staff
 * read in the admin, never internal fields.
 */
import type { CollectionConfig, CollectionSlug } from 'payload'

import type { CsvColumn } from './csv'
import { createCsvExportEndpoint } from './endpoint'
import { EXPORT_CSV_BUTTON } from './paths'

export { type CsvColumn } from './csv'
export { CREATED_AT_COLUMN, humanize, ID_COLUMN, selectLabels } from './columns'

export function withCsvExport(collection: CollectionConfig, columns: readonly CsvColumn[]): CollectionConfig {
  const components = collection.admin?.components
  return {
    ...collection,
    admin: {
      ...collection.admin,
      components: { ...components, beforeListTable: [...(components?.beforeListTable ?? []), EXPORT_CSV_BUTTON] },
    },
    endpoints: [...(collection.endpoints || []), createCsvExportEndpoint(collection.slug as CollectionSlug, columns)],
    custom: { ...collection.custom, exportColumns: columns },
  }
}
