/** Issue 26 points 5 and 7 at 1280 px: see ./shop-blocked.shared.ts. */
import { blockedFormTests } from './shop-blocked.shared'

blockedFormTests()
