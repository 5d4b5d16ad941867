/** Issue 11 point 8 at 390 px (the mobile project); the checks are in rough-edges.shared.ts. */
import { roughEdgeTests } from './rough-edges.shared'

roughEdgeTests('phone')
