/** The two sponsor pages: Vunked (van electrics) at /about-vunked, Trelino (toilets) at /about-trelino. */
import type { SponsorVunked } from '@/payload-types'

import { type SeedContext, upsertGlobal } from './context'
import { describeScene, LANDSCAPE, type PaletteName, renderScene, type Terrain } from './images'
import { ensureImage } from './media'
import type { SeededVideos } from './videos'

type SponsorData = Omit<SponsorVunked, 'id' | 'createdAt' | 'updatedAt'>
type Icon = NonNullable<NonNullable<SponsorData['featuresGrid']>[number]['icon']>
type Feature = { title: string; description: string; icon: Icon }

const feature = (title: string, icon: Icon, description: string): Feature => ({ title, icon, description })

interface SponsorSeed {
  slug: 'sponsor-vunked' | 'sponsor-trelino'
  scene: { seed: number; palette: PaletteName; terrain: Terrain; solar: boolean }
  /** The demo video of the features section (src/seed/videos, by name). */
  video: string
  data: Omit<SponsorData, 'hero' | 'features'> & {
    hero: Omit<SponsorData['hero'], 'heroImage' | 'heroImageAlt'>
    features: Omit<SponsorData['features'], 'video'>
  }
}

export const SPONSOR_SEEDS: SponsorSeed[] = [
  {
    slug: 'sponsor-vunked',
    scene: { seed: 5101, palette: 'sunset', terrain: 'mountains', solar: true },
    video: 'vunked-on-the-road',
    data: {
      brandName: 'Vunked',
      primaryColor: '#f59e0b',
      hero: {
        title: 'Power that keeps up with',
        highlightText: 'life on the road',
        description:
          'Vunked designs complete van electrical systems: lithium batteries, solar and DC-DC chargers, pre-wired, clearly labelled and backed by real people. Trusted by over 500 vanlifers from Baja to the Yukon.',
        backgroundColor: '#1f2937',
        primaryCTA: { label: 'Explore Vunked systems', href: 'https://vunked.com' },
        secondaryCTA: { label: 'Read vanlifer reviews', href: '#testimonials' },
      },
      features: {
        heading: 'Everything your van needs to stay powered',
        description:
          'One matched system instead of a pile of parts from five different shops. Every Vunked kit is sized to how you actually live and work on the road.',
        items: [
          feature(
            'Lithium batteries',
            'battery',
            'LiFePO4 banks from 200 to 800 Ah with built-in low-temperature protection and a 10-year warranty.',
          ),
          feature(
            'Solar that fits your roof',
            'sun',
            'High-efficiency panels and MPPT controllers laid out for your exact van, roof rack and vents.',
          ),
          feature(
            'DC-DC charging',
            'zap',
            'Alternator chargers that refill your house batteries on every drive, rain or shine, without harming modern smart alternators.',
          ),
        ],
      },
      featuresGrid: [
        feature(
          'Pre-crimped, labelled cables',
          'wrench',
          'Every cable arrives cut, crimped and labelled, so a first-time builder can wire the system in a weekend.',
        ),
        feature(
          'Safe by design',
          'shield',
          'Correct fusing, cable sizes and isolation switches on every circuit, checked by a licensed electrician.',
        ),
        feature(
          'Cold-weather ready',
          'sparkles',
          'Self-heating battery options keep charging safely down to -20°C for winter vanlifers.',
        ),
        feature(
          'Honest battery monitoring',
          'battery',
          'A shunt-based monitor and app that tell you exactly how much power you have left.',
        ),
        feature(
          'Help from real people',
          'heart',
          'Video calls with the team that designed your system, before and after you buy.',
        ),
        feature(
          'Plan your system online',
          'map',
          'Tell us what you run and where you travel; we size the batteries, solar and charging for you.',
        ),
      ],
      testimonialCategory: 'vunked',
      cta: {
        heading: 'Ready to power your build?',
        description:
          'Send us your van, your appliances and your travel plans, and we will design a system around them. No obligation, no jargon.',
        button: { label: 'Design my system', href: 'https://vunked.com' },
      },
      seo: {
        title: 'Vunked Van Electrical Systems: Lithium, Solar and DC-DC Charging',
        description:
          'Complete, pre-wired van electrical systems with lithium batteries, solar and DC-DC chargers, trusted by over 500 vanlifers.',
      },
    },
  },
  {
    slug: 'sponsor-trelino',
    scene: { seed: 5102, palette: 'forest', terrain: 'forest', solar: false },
    video: 'trelino-in-the-forest',
    data: {
      brandName: 'Trelino',
      primaryColor: '#2f6b4f',
      hero: {
        title: 'The composting toilet made for',
        highlightText: 'small spaces',
        description:
          'Trelino composting toilets need no water, no chemicals and no dump stations. Compact, odour-free and easy to empty, they travel with solo vanlifers, skoolie families and weekend campers alike.',
        backgroundColor: '#f3efe6',
        primaryCTA: { label: 'Shop Trelino toilets', href: 'https://trelino.com' },
        secondaryCTA: { label: 'See how it works', href: '#features' },
      },
      features: {
        heading: 'Why vanlifers switch to Trelino',
        description:
          'A urine-diverting design keeps liquids and solids apart, which is what stops the smell and makes emptying quick and clean.',
        items: [
          feature(
            'No water needed',
            'droplet',
            'No flush, no black tank and nothing to freeze in winter. Save your fresh water for coffee and showers.',
          ),
          feature(
            'Odour-free by design',
            'leaf',
            'Separating liquids from solids and a quiet vent fan keep the van fresh, even in summer heat.',
          ),
          feature(
            'Fits where others do not',
            'sparkles',
            'Compact models slide under a bench or into a cabinet, from a Westfalia to a forty-foot bus.',
          ),
        ],
      },
      featuresGrid: [
        feature(
          'Easy to empty',
          'wrench',
          'Lift out the liquids bottle at any toilet; the solids bin needs emptying every few weeks for one person.',
        ),
        feature(
          'No chemicals',
          'leaf',
          'Just coco coir or sawdust. Nothing blue, nothing toxic, nothing to buy at a dump station.',
        ),
        feature(
          'Built to travel',
          'shield',
          'Sturdy, UV-resistant materials and secure latches that stay shut on corrugated roads.',
        ),
        feature(
          'Whisper-quiet fan',
          'zap',
          'A low-draw 12 V fan uses less power than a phone charger and will not keep you awake.',
        ),
        feature(
          'Family friendly',
          'heart',
          'Simple enough for kids to use, with a seat that feels like the one at home.',
        ),
        feature(
          'Off-grid freedom',
          'map',
          'No dump stations means more nights where you want to be, not where the plumbing is.',
        ),
      ],
      testimonialCategory: 'trelino',
      cta: {
        heading: 'Ready for a toilet you will not dread emptying?',
        description: 'Choose the model that fits your rig, with free shipping and a 30-day happiness guarantee.',
        button: { label: 'Find my Trelino', href: 'https://trelino.com' },
      },
      seo: {
        title: 'Trelino Composting Toilets for Vans, Skoolies and Campers',
        description:
          'Compact, waterless, odour-free composting toilets for vans, skoolies and campers. No chemicals, no dump stations.',
      },
    },
  },
]

export async function seedSponsorPages(ctx: SeedContext, videos: SeededVideos): Promise<void> {
  for (const sponsor of SPONSOR_SEEDS) {
    const heroImageAlt = describeScene(sponsor.scene, 'van')
    const heroImage = await ensureImage(ctx, {
      filename: `${sponsor.slug}-hero.jpg`,
      alt: heroImageAlt,
      render: () => renderScene({ ...sponsor.scene, ...LANDSCAPE, vehicle: 'van' }),
    })
    await upsertGlobal(ctx, sponsor.slug, {
      ...sponsor.data,
      hero: { ...sponsor.data.hero, heroImage, heroImageAlt },
      features: { ...sponsor.data.features, video: videos[sponsor.video] ?? null },
    })
  }
}
