/** Search on a phone (390 px, touch): the same flows as at 1280 px (./search.shared.ts). */
import { searchFlows } from './search.shared'

searchFlows()
