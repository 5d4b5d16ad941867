import type { Story } from '@/payload-types'

import type { PaletteName, Terrain, VehicleKind } from '../images'
import type { BodyItem } from '../lexical'

type SocialLink = NonNullable<Story['author']['socialLinks']>[number]

/** One demo story as written by hand; `stories.ts` turns it into a document. */
export interface StorySeed {
  slug: string
  title: string
  excerpt: string
  vanlifeType: Story['vanlifeType']
  rigType: Story['rigType']
  /**
   * Generated illustration: palette (time of day, season), terrain, the rig drawn (from the story's
   * vehicle; `rigType` when absent), where it is (a phrase for the alt text and credit) and a seed.
   */
  scene: {
    seed: number
    palette: PaletteName
    terrain: Terrain
    place: string
    vehicle?: VehicleKind
    vehicleColor?: string
    solar?: boolean
    camp?: boolean
    companions?: VehicleKind[]
    rear?: 'bikes' | 'ladder'
  }
  /** Also generate a portrait version of the illustration. */
  portrait: boolean
  author: {
    name: string
    location: string
    bio: string
    socialLinks: Omit<SocialLink, 'id'>[]
    /** Faces on the generated avatar, or initials for an organisation badge. */
    avatar: { seed: number; people?: number; children?: number; initials?: string }
  }
  vanSetup?: {
    vehicleYear: string
    vehicleMake: string
    vehicleModel: string
    electricSystem: string
    waterSystem: string
    amenities: string[]
    specifications: [label: string, value: string][]
  }
  metaTitle?: string
  metaDescription?: string
  readTime?: string
  /** Body blocks in the `fromBlocks` shorthand of lexical.ts (strings, or block() nodes). */
  body: BodyItem[]
}
