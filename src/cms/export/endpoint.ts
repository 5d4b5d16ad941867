/**
 * GET /api/<collection>/export.csv: the admin list as CSV, for staff. It exports what the list
 * shows: the list's `where` filters, its search box text and its sort (from the query string,
 * as the admin's Export CSV link sends them). Documents are read through the Local API with the
 * caller's access (overrideAccess: false), a batch at a time, and streamed: a 100k-row export
 * never sits in memory.
 */
import 'server-only'

import type { CollectionSlug, Endpoint, PayloadRequest, Where } from 'payload'

import { requireStaff } from '@/cms/access'

import { csvFilename, csvHeader, csvRecord, type CsvColumn } from './csv'
import { EXPORT_PATH } from './paths'
import { exportSort, listWhere, parseListQuery } from './query'

/** Documents read per Local API call. */
export const EXPORT_BATCH_SIZE = 500

type Doc = Readonly<Record<string, unknown>>

interface ExportPlan {
  req: PayloadRequest
  collection: CollectionSlug
  where: Where
  sort: string[]
  select: Record<string, true>
  batchSize: number
}

/** A CSV file to download as `filename`, never cached (also the page views report's). */
export function csvAttachment(body: BodyInit, filename: string): Response {
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

/** One batch (page numbers start at 1), read with the caller's access. */
async function readBatch(plan: ExportPlan, page: number): Promise<Doc[]> {
  const result = await plan.req.payload.find({
    collection: plan.collection,
    where: plan.where,
    sort: plan.sort,
    select: plan.select,
    depth: 0,
    limit: plan.batchSize,
    page,
    pagination: false,
    overrideAccess: false,
    user: plan.req.user,
  })
  return result.docs as unknown as Doc[]
}

/**
 * The CSV as a stream: the header and first batch (read before answering, so a bad query fails
 * with Payload's error status instead of a broken download), then one batch per pull.
 */
async function csvStream(plan: ExportPlan, columns: readonly CsvColumn[]): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder()
  let batch = await readBatch(plan, 1)
  let page = 1
  let headerSent = false
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const lines = batch.map((doc) => csvRecord(columns, doc)).join('')
        controller.enqueue(encoder.encode((headerSent ? '' : csvHeader(columns)) + lines))
        headerSent = true
        if (batch.length < plan.batchSize) {
          controller.close()
          return
        }
        page += 1
        batch = await readBatch(plan, page)
      } catch (error) {
        plan.req.payload.logger.error({ err: error, collection: plan.collection }, 'CSV export failed')
        controller.error(error)
      }
    },
  })
}

/** The columns' fields (plus id) for the Local API's `select`. */
function selectFor(columns: readonly CsvColumn[]): Record<string, true> {
  return Object.fromEntries([...columns.map((column) => column.field), 'id'].map((field) => [field, true]))
}

/** The export endpoint of one collection: requireStaff's refusal (403) for anyone but staff. */
export function createCsvExportEndpoint(
  collection: CollectionSlug,
  columns: readonly CsvColumn[],
  options: { batchSize?: number } = {},
): Endpoint {
  return {
    path: EXPORT_PATH,
    method: 'get',
    handler: async (req) => {
      const refused = requireStaff(req)
      if (refused) return refused

      const config = req.payload.collections[collection].config
      const query = parseListQuery(new URL(req.url ?? '/', 'http://localhost').search)
      const plan: ExportPlan = {
        req,
        collection,
        where: listWhere(config, query),
        sort: exportSort(query.sort, config.defaultSort),
        select: selectFor(columns),
        batchSize: options.batchSize ?? EXPORT_BATCH_SIZE,
      }
      return csvAttachment(await csvStream(plan, columns), csvFilename(collection))
    },
  }
}
