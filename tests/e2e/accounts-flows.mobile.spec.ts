/** Issue 12's account flows at 390 px (the mobile project); the checks are in accounts-flows.shared.ts. */
import { accountFlowTests } from './accounts-flows.shared'

accountFlowTests('mobile')
