import type { Story } from '@/payload-types'

import type { PaletteName, Terrain } from '../images'
import type { BodyItem } from '../lexical'

type SocialLink = NonNullable<Story['author']['socialLinks']>[number]

/** One demo story as written by hand; `stories.ts` turns it into a document. */
export interface StorySeed {
  slug: string
  title: string
  excerpt: string
  vanlifeType: Story['vanlifeType']
  rigType: Story['rigType']
  /** Generated illustration: palette, terrain and a seed for the layout. */
  scene: { seed: number; palette: PaletteName; terrain: Terrain; vehicleColor?: string; solar?: boolean }
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
