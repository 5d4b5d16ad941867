/** Issue 12's account flows at 1280 px (the desktop project); the checks are in accounts-flows.shared.ts. */
import { accountFlowTests } from './accounts-flows.shared'

accountFlowTests('desktop')
