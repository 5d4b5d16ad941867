/** The cost calculator at 1280 px (the flows in ./calculator.shared.ts). */
import { addressFlows, calculatorFlows } from './calculator.shared'

calculatorFlows()
addressFlows()
