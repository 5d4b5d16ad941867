import type { PayloadSlice } from '@/cms/slice'

import { Testimonials } from './collections/Testimonials'
import { SponsorTrelino, SponsorVunked } from './globals/SponsorPages'

/** The sponsor pages and the testimonials they show. */
export const sponsorsSlice: PayloadSlice = {
  collections: [Testimonials],
  globals: [SponsorVunked, SponsorTrelino],
}
