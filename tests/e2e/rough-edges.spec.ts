/** Issue 11 point 8 at 1280 px (the desktop project); the checks are in rough-edges.shared.ts. */
import { roughEdgeTests } from './rough-edges.shared'

roughEdgeTests('wide')
