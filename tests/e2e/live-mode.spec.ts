/** Live mode's test-mode banners at 1280 px (live-mode.shared.ts). */
import { liveModeFlows } from './live-mode.shared'

liveModeFlows(1280)
