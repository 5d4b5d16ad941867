/** Where the admin CSV exports live: the endpoint path, its URL for a list query, the admin component. */
import type { Where } from 'payload'

import { listQueryString } from './query'

/** The collection endpoint's path: GET /api/<collection>/export.csv. */
export const EXPORT_PATH = '/export.csv'

/** The admin list's Export CSV link (import map path, relative to src/). */
export const EXPORT_CSV_BUTTON = '/cms/export/export-csv-button#ExportCsvButton'

/** The export URL of a list query, e.g. /api/subscribers/export.csv?search=ann&sort=-createdAt. */
export function exportHref(
  apiRoute: string,
  collectionSlug: string,
  query: { where?: Where; search?: string; sort?: string | string[] },
): string {
  return `${apiRoute}/${collectionSlug}${EXPORT_PATH}${listQueryString(query)}`
}
