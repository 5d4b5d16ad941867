import { CostData } from './CostData'
import { PrivacyPolicy, Terms } from './Legal'
import { SiteSettings } from './SiteSettings'
import { SponsorTrelino, SponsorVunked } from './SponsorPages'

export const globals = [SiteSettings, SponsorVunked, SponsorTrelino, CostData, PrivacyPolicy, Terms]
