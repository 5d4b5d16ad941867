/**
 * GET /api/page-views/report.csv: the page views of the report's window (the last REPORT_DAYS UTC
 * days, today included) as CSV, one row per day and page. Staff only, like the view: 401 without
 * a login, 403 for anyone else (a site member).
 */
import 'server-only'

import type { Endpoint } from 'payload'

import { isStaffUser } from '@/cms/access'
import { csvAttachment, errorAnswer } from '@/cms/export/endpoint'

import { pageViewsCsv, reportCsvFilename } from './csv'
import { reportWindow } from './days'
import { REPORT_CSV_PATH } from './paths'
import { viewsPerDayAndPath } from './query'

export const reportCsvEndpoint: Endpoint = {
  path: REPORT_CSV_PATH,
  method: 'get',
  handler: async (req) => {
    if (!req.user) return errorAnswer(401, 'You must be logged in to download the page views.')
    if (!isStaffUser(req.user)) return errorAnswer(403, 'You are not allowed to download the page views.')

    const window = reportWindow(new Date())
    const rows = await viewsPerDayAndPath(req.payload, window)
    return csvAttachment(pageViewsCsv(rows), reportCsvFilename(window.days))
  },
}
