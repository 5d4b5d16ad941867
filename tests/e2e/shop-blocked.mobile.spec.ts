/** Issue 26 points 5 and 7 at 390 px: see ./shop-blocked.shared.ts. */
import { blockedFormTests } from './shop-blocked.shared'

blockedFormTests()
