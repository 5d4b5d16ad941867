/**
 * GET /api/page-views/report.csv: the page views of the report's window (the last REPORT_DAYS UTC
 * days, today included) as CSV, one row per day and page. Staff only, like the view: anyone else
 * (a visitor, a site member) gets requireStaff's one refusal (403).
 */
import 'server-only'

import type { Endpoint } from 'payload'

import { requireStaff } from '@/cms/access'
import { csvAttachment } from '@/cms/export/endpoint'

import { pageViewsCsv, reportCsvFilename } from './csv'
import { reportWindow } from './days'
import { REPORT_CSV_PATH } from './paths'
import { viewsPerDayAndPath } from './query'

export const reportCsvEndpoint: Endpoint = {
  path: REPORT_CSV_PATH,
  method: 'get',
  handler: async (req) => {
    const refused = requireStaff(req)
    if (refused) return refused

    const window = reportWindow(new Date())
    const rows = await viewsPerDayAndPath(req.payload, window)
    return csvAttachment(pageViewsCsv(rows), reportCsvFilename(window.days))
  },
}
