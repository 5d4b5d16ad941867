'use client'

/**
 * "Export CSV" above an admin list (subscribers, story submissions, contact messages): downloads
 * the list as CSV with the filters, search box text and sort currently applied (read from the
 * list's query), through the collection's GET /api/<slug>/export.csv endpoint.
 */
import { Button, useConfig, useListQuery } from '@payloadcms/ui'

import { exportHref } from '@/cms/export/paths'

export function ExportCsvButton() {
  const { collectionSlug, query } = useListQuery()
  const { config } = useConfig()
  const href = exportHref(config.routes.api, collectionSlug, {
    where: query.where,
    search: typeof query.search === 'string' ? query.search : undefined,
    sort: query.sort,
  })
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'flex-end',
        marginBottom: 'var(--base)',
      }}
    >
      <Button
        el="anchor"
        url={href}
        buttonStyle="secondary"
        size="small"
        margin={false}
        extraButtonProps={{ download: '' }}
      >
        Export CSV
      </Button>
    </div>
  )
}
