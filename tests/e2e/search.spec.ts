/** Search at 1280 px (./search.shared.ts), and the page without JavaScript. */
import { searchFlows, searchWithoutJavaScript } from './search.shared'

searchFlows()
searchWithoutJavaScript()
