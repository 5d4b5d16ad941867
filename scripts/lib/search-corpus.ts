/**
 * The search bench's stories (issue 25 point 4): a deterministic generator of realistic published
 * stories, the same for a given seed on every machine. Each has a title, an excerpt, an author
 * with a location, a vanlife type and rig, and a Lexical body of about 600 words (headings,
 * paragraphs, a list, a quote) drawn from a vanlife vocabulary of a few hundred words, so that
 * a word is in a few posts, in many, or (BENCH_WORD_IN_EVERY_POST) in every one.
 *
 * Pure: numbers in, story data out (src/seed/lexical.ts builds the editor state).
 */
import { type BodyItem, fromBlocks, type LexicalState } from '../../src/seed/lexical'

/** A word every generated story holds (its last paragraph), for the "word in every post" queries. */
export const BENCH_WORD_IN_EVERY_POST = 'road'

export type CorpusStory = {
  title: string
  slug: string
  excerpt: string
  author: { name: string; location: string }
  vanlifeType: 'solo' | 'couple' | 'family' | 'org'
  rigType: 'van' | 'skoolie'
  publishDate: string
  content: LexicalState
  /** Words in the body, as generated (about 600). */
  words: number
}

/** mulberry32: a small, fast, seeded pseudo-random generator (0 ≤ n < 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

// prettier-ignore
const FIRST_NAMES = [
  'Maya', 'Jonas', 'Priya', 'Caleb', 'Sofia', 'Marcus', 'Elena', 'Theo', 'Aisha', 'Liam', 'Noor', 'Diego',
  'Hannah', 'Kai', 'Lucia', 'Owen', 'Zara', 'Felix', 'Imani', 'Rowan', 'Greta', 'Mateo', 'Yuki', 'Silas',
]
// prettier-ignore
const LAST_NAMES = [
  'Harper', 'Okafor', 'Lindqvist', 'Reyes', 'Nakamura', 'Brennan', 'Duarte', 'Whitfield', 'Kowalski',
  'Mensah', 'Abernathy', 'Castillo', 'Fairweather', 'Haddad', 'Ivanova', 'Moreau', 'Sandoval', 'Quinn',
]
// prettier-ignore
const PLACES = [
  'Bend, Oregon', 'Moab, Utah', 'Asheville, North Carolina', 'Taos, New Mexico', 'Bozeman, Montana',
  'Flagstaff, Arizona', 'Marfa, Texas', 'Duluth, Minnesota', 'Bar Harbor, Maine', 'Sedona, Arizona',
  'Missoula, Montana', 'Big Sur, California', 'Tofino, British Columbia', 'Baja California, Mexico',
  'Jackson, Wyoming', 'Astoria, Oregon', 'Ouray, Colorado', 'Chattanooga, Tennessee', 'Olympia, Washington',
  'Lisbon, Portugal', 'the Scottish Highlands', 'Patagonia, Chile', 'Nova Scotia, Canada', 'Joshua Tree, California',
]
// prettier-ignore
const LANDSCAPES = [
  'desert', 'coast', 'mountains', 'canyon', 'forest', 'prairie', 'lakeshore', 'badlands', 'foothills',
  'redwoods', 'mesa', 'tundra', 'beach', 'river valley', 'high plains', 'glacier',
]
// prettier-ignore
const RIGS = [
  'Sprinter', 'Ford Transit', 'ProMaster', 'Westfalia', 'skoolie', 'short bus', 'box truck', 'Econoline',
  'Vanagon', 'Chevy Express', 'Nissan NV200', 'high-roof Transit',
]
// prettier-ignore
const GEAR = [
  'solar panels', 'lithium battery', 'diesel heater', 'composting toilet', 'water tank', 'inverter',
  'roof fan', 'propane stove', 'Starlink dish', 'cassette toilet', 'fridge', 'awning', 'bike rack',
  'insulation', 'shore power', 'DC-DC charger', 'grey water tank', 'hot shower', 'fold-out bed', 'pantry',
]
// prettier-ignore
const ACTIVITIES = [
  'boondocking', 'hiking', 'surfing', 'climbing', 'fishing', 'homeschooling', 'remote work', 'stargazing',
  'paddleboarding', 'mountain biking', 'photography', 'skiing', 'birdwatching', 'cooking', 'journaling',
  'trail running', 'kayaking', 'foraging', 'woodworking', 'yoga',
]
// prettier-ignore
const CAMPS = [
  'BLM land', 'national forest', 'a national park campground', 'a Walmart parking lot', 'a state park',
  'a farm stay', 'a Harvest Host winery', 'a trailhead pullout', 'a friend’s driveway', 'a dispersed site',
  'a beach car park', 'an RV park', 'a ski resort lot', 'a quiet side street',
]
// prettier-ignore
const PROBLEMS = [
  'a flat tire', 'a dead battery', 'a leaking roof vent', 'a blown fuse', 'a cracked windshield',
  'mould behind the panels', 'a broken water pump', 'a seized brake caliper', 'a snowstorm', 'a heat wave',
  'a mechanic who vanished with our deposit', 'a frozen grey water tank', 'a stuck slider door',
]
// prettier-ignore
const COMPANIONS = [
  'our dog', 'two cats', 'our toddler', 'three kids', 'my partner', 'a rescue pup', 'my sister',
  'a parrot', 'nobody but the radio', 'our teenage son',
]
// prettier-ignore
const FEELINGS = [
  'quietly thrilled', 'exhausted', 'grateful', 'restless', 'nervous', 'at home', 'free', 'humbled',
  'wide awake', 'content', 'homesick', 'lucky',
]
// prettier-ignore
const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October',
  'November', 'December',
]

// prettier-ignore
const TITLES = [
  '{n} months in a {rig} across the {landscape}',
  'How we learned {activity} from a {rig}',
  'Living with {gear} through a {month} in {place}',
  '{problem} and other lessons from {place}',
  'Our {rig} build: {gear} and {gear2}',
  'Finding {camp} near {place}',
  'Why we traded the apartment for a {rig}',
  'Winter in the {landscape} with {companion}',
  'The {rig} that carried us to {place}',
  '{activity} and {activity2} on a vanlife budget',
]

// prettier-ignore
const SENTENCES = [
  'We parked on {camp} outside {place} and woke to the {landscape} turning gold.',
  'The {gear} paid for itself in the first month of {activity}.',
  'Nobody warns you about {problem} until it happens on a Sunday night.',
  'Travelling with {companion} means every stop is a negotiation and every morning is loud.',
  'Our {rig} has {n} thousand miles on it now and still starts on the first try.',
  'In {month} the nights dropped below freezing, so the {gear} ran until dawn.',
  'We spent {n} days {activity} in the {landscape} before the water ran low.',
  'A ranger pointed us towards {camp}, which became our favourite spot of the year.',
  'Fixing {problem} took two days, a borrowed jack and far too much coffee.',
  'Most weeks we spend less on fuel than we used to spend on rent.',
  'The {gear} and the {gear2} share one shelf, which tells you everything about tiny living.',
  'After {n} weeks on {camp} we felt {feeling} and ready to move again.',
  'Remote work from a {rig} is possible if you plan around signal, sun and noise.',
  'The {landscape} near {place} is best at first light, before the day trippers arrive.',
  'We cook most meals on the propane stove and save restaurants for rainy days.',
  'Every build mistake we made taught us something about {gear}.',
  '{companion} took to {activity} faster than either of us expected.',
  'When people ask about the {rig}, they usually mean the bed and the toilet.',
  'We budget for tires, oil changes and one surprise repair every season.',
  'Somewhere past {place}, the highway narrowed and the {landscape} opened up.',
  'Boondocking taught us to count every litre of water and every amp of power.',
  'The community at {camp} shared tools, firewood and stories late into the night.',
  'Insulation, ventilation and a good heater made the {month} cold bearable.',
  'We felt {feeling} the first time the {rig} crested the pass above {place}.',
]

// prettier-ignore
const HEADINGS = [
  'The build', 'On the road', 'What we carry', 'Money and budget', 'Where we sleep', 'Work and signal',
  'Power and water', 'The hard parts', 'What we would change', 'Life with {companion}', 'Our {rig}',
  'Seasons in the {landscape}',
]

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T

/** Fills {placeholders} of a template from the vocabulary. */
function fill(random: () => number, template: string): string {
  return template.replace(/\{(\w+)\}/g, (_match, key: string) => {
    switch (key) {
      case 'rig':
        return pick(random, RIGS)
      case 'landscape':
        return pick(random, LANDSCAPES)
      case 'place':
        return pick(random, PLACES)
      case 'gear':
      case 'gear2':
        return pick(random, GEAR)
      case 'activity':
      case 'activity2':
        return pick(random, ACTIVITIES)
      case 'camp':
        return pick(random, CAMPS)
      case 'problem':
        return pick(random, PROBLEMS)
      case 'companion':
        return pick(random, COMPANIONS)
      case 'feeling':
        return pick(random, FEELINGS)
      case 'month':
        return pick(random, MONTHS)
      case 'n':
        return String(2 + Math.floor(random() * 18))
      default:
        return key
    }
  })
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length

function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
}

function paragraphOf(random: () => number, sentences: number): string {
  return Array.from({ length: sentences }, () => capitalise(fill(random, pick(random, SENTENCES)))).join(' ')
}

/** About `targetWords` words of body: headings, paragraphs, one list, one quote, and the closing line. */
function body(random: () => number, targetWords: number): { blocks: BodyItem[]; words: number } {
  const blocks: BodyItem[] = []
  let words = 0
  const add = (item: string) => {
    blocks.push(item)
    words += wordCount(item.replace(/^(##|>|-) /gm, ''))
  }
  add(paragraphOf(random, 4))
  let sinceHeading = 1
  let listDone = false
  let quoteDone = false
  while (words < targetWords - 40) {
    if (sinceHeading >= 3) {
      add(`## ${capitalise(fill(random, pick(random, HEADINGS)))}`)
      sinceHeading = 0
    } else if (!listDone && words > targetWords / 3) {
      add(Array.from({ length: 4 }, () => `- ${capitalise(pick(random, GEAR))}`).join('\n'))
      listDone = true
    } else if (!quoteDone && words > targetWords / 2) {
      add(`> ${paragraphOf(random, 1)}`)
      quoteDone = true
    } else {
      add(paragraphOf(random, 3 + Math.floor(random() * 3)))
      sinceHeading += 1
    }
  }
  add(
    `We are ${pick(random, FEELINGS)} to still be on the ${BENCH_WORD_IN_EVERY_POST}, and if you pass ${pick(random, PLACES)}, look for our ${pick(random, RIGS)}.`,
  )
  return { blocks, words }
}

/** The `index`-th story of the corpus for `seed` (0-based); the same arguments give the same story. */
export function corpusStory(seed: number, index: number, oldest = Date.UTC(2020, 0, 1)): CorpusStory {
  const random = seededRandom((seed * 1_000_003 + index) >>> 0)
  const title = capitalise(fill(random, pick(random, TITLES)))
  const { blocks, words } = body(random, 560 + Math.floor(random() * 80))
  const rigType = random() < 0.15 ? 'skoolie' : 'van'
  const vanlifeType = pick(random, ['solo', 'couple', 'family', 'solo', 'couple', 'org'] as const)
  return {
    title,
    slug: `${slugify(title)}-${index}`,
    excerpt: paragraphOf(random, 2),
    author: { name: `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`, location: pick(random, PLACES) },
    vanlifeType,
    rigType,
    // Hours apart, all older than the demo content, so the site's first pages stay as they were.
    publishDate: new Date(oldest - (index + 1) * 3_600_000).toISOString(),
    content: fromBlocks(blocks),
    words,
  }
}
