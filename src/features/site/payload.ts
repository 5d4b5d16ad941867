import type { PayloadSlice } from '@/cms/slice'

import { PrivacyPolicy, Terms } from './globals/Legal'
import { SiteSettings } from './globals/SiteSettings'

/** Site settings (name, socials, partners, contact addresses) and the legal documents. */
export const siteSlice: PayloadSlice = {
  globals: [SiteSettings, PrivacyPolicy, Terms],
}
