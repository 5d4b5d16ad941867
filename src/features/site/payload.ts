import type { PayloadSlice } from '@/cms/slice'

import { AccessibilityStatement, PrivacyPolicy, Terms } from './globals/Legal'
import { SiteSettings } from './globals/SiteSettings'

/** Site settings (name, socials, partners, contact addresses) and the legal documents. */
export const siteSlice: PayloadSlice = {
  globals: [SiteSettings, PrivacyPolicy, Terms, AccessibilityStatement],
  // An empty site's first to-do list, on the dashboard while anything is missing.
  admin: { beforeDashboard: ['/features/site/components/admin/setup-checklist#SetupChecklist'] },
}
