/** Members' one too-many sign-in answer at 390 px (the flows: sign-in-too-many.shared.ts). */
import { tooManyFlows } from './sign-in-too-many.shared'

tooManyFlows()
