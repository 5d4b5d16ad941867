/** Live mode's test-mode banners at 390 px (live-mode.shared.ts). */
import { liveModeFlows } from './live-mode.shared'

liveModeFlows(390)
