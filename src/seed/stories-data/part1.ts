import { block } from '../lexical'
import type { StorySeed } from './types'

/** Stories 1-3 (newest first). */
export const storiesPart1: StorySeed[] = [
  {
    slug: 'night-shifts-to-open-roads',
    title: "From Night Shifts to Open Roads: A Travel Nurse's Ford Transit",
    excerpt:
      'Maya Okafor spent six years on a cardiac ward before trading her apartment for a Ford Transit. Now she takes 13-week nursing contracts across the West and spends her days off chasing canyon light.',
    vanlifeType: 'solo',
    rigType: 'van',
    scene: { seed: 1101, palette: 'desert', terrain: 'mountains', vehicleColor: '#f4efe6', solar: true },
    portrait: true,
    author: {
      name: 'Maya Okafor',
      location: 'Moab, Utah',
      bio: 'Travel nurse, trail runner and reluctant morning person. Maya has lived in her self-built Ford Transit since 2022 and works 13-week contracts at rural hospitals across the Mountain West.',
      socialLinks: [{ platform: 'Instagram', url: 'https://instagram.com/maya.on.shift' }],
      avatar: { seed: 2101 },
    },
    vanSetup: {
      vehicleYear: '2020',
      vehicleMake: 'Ford',
      vehicleModel: 'Transit 250 High Roof, 148" wheelbase',
      electricSystem:
        '400 Ah LiFePO4 battery bank, 600 W of roof solar, a 3,000 W inverter/charger and a 50 A DC-DC charger that tops up the house batteries while she drives.',
      waterSystem:
        '21-gallon fresh tank under the bed, 12-gallon grey tank, a 12 V pump and a foot pump at the galley sink as a backup.',
      amenities: [
        'Diesel air heater',
        'Roof fan with rain sensor',
        '12 V compressor fridge',
        'Fixed bed over a gear garage',
        'Fold-down desk for charting',
        'Cassette toilet',
      ],
      specifications: [
        ['Length', '19 ft 8 in'],
        ['Fuel economy', 'About 18 mpg on the highway'],
        ['Build time', 'Five months of weekends'],
        ['Build cost', '$21,000, van not included'],
      ],
    },
    metaTitle: "Travel Nurse Vanlife: Maya Okafor's Ford Transit",
    metaDescription:
      'How a cardiac nurse turned 13-week hospital contracts and a self-built Ford Transit into a life on the road across the American West.',
    readTime: '6 min read',
    body: [
      'The first night I slept in the van, I was parked behind the hospital in Price, Utah, with my scrubs folded on the passenger seat. I had just finished a twelve-hour shift, I could hear the generator of a refrigerated truck two rows over, and I was happier than I had been in years.',
      'For six years I worked nights on a cardiac step-down unit in Sacramento. I loved my patients and I loved my team, but I was paying **$2,100 a month** for an apartment I mostly saw with the blinds closed. When a friend told me about travel nursing, the maths was almost rude: the housing stipend alone would cover a van build in under two years.',
      '## Building a van around twelve-hour shifts',
      'Most build videos are made by people who want to work from a laptop at sunrise. I needed the opposite. My van had to let me sleep at ten in the morning in a sunny parking lot, so the first things I bought were blackout window covers and the biggest roof fan I could fit. Insulation came second. Cabinets came a distant third.',
      'The other non-negotiable was power. Hospitals are happy to let contract staff park, but nobody wants you idling an engine by the ER entrance. I ran the numbers for a fridge, the fan, a laptop for charting courses and an electric blanket in winter, then doubled them. Four hundred amp hours has never let me down, even during a week of snow in Ely.',
      block('highlight', {
        title: 'Sleeping in daylight',
        icon: 'tip',
        variant: 'burnt',
        body: 'Blackout covers on every window, including the windscreen, matter more than any mattress.\n\nRun the roof fan on low as white noise and park nose-to-sun so the living space stays in the shade.',
      }),
      '> The van is not a vacation. It is the thing that makes the hard job sustainable.',
      '## Days off are the whole point',
      "A thirteen-week contract usually means three twelves a week, which leaves four days to explore. I have used them to run the Fiery Furnace loop in Arches, to soak in a hot spring outside Lander, and once to drive nine hours to see a friend's baby for forty minutes. The van turns a long weekend into a small expedition.",
      'What I did not expect was how much the road would change my nursing. Rural hospitals run lean. You learn to start an IV with the lights off, to call a helicopter for a patient two hours from the nearest cath lab, and to listen to ranchers who will only admit they have chest pain once the cows are fed.',
      '## What I would tell another nurse',
      '- Keep your home-state licence current and get a compact licence if you can.\n- Ask every recruiter whether the facility allows overnight parking before you sign.\n- Budget for slow weeks between contracts; our [cost calculator](/vanlife-cost-calculator) is a good reality check.\n- Bring a good pillow. You will sleep at strange hours, so make it count.',
      '### Rainy-day viewing',
      'When the weather closes in between shifts, I keep a few short films downloaded. This open-source classic from the Blender Foundation is my go-to ten-minute break.',
      block('youtube', { videoId: 'aqz-KE-bpKQ', title: 'Big Buck Bunny, an open film by the Blender Foundation' }),
      'I am writing this from a pull-out above the Colorado River, with a contract starting in Moab on Monday. I do not know where the one after that will be. For the first time in my adult life, that feels like freedom instead of fear.',
      block('cta', {
        badgeText: 'Your turn',
        heading: 'Living on the road for work?',
        subheading: 'Nurses, teachers, welders, coders: we want to hear how you make it work.',
        buttonText: 'Share your story',
        buttonHref: '/share-your-story',
        background: 'mocha',
      }),
    ],
  },
  {
    slug: 'forty-feet-of-second-chances',
    title: 'Forty Feet of Second Chances: Life in a Blue Bird Skoolie',
    excerpt:
      'Theo and Jules Marchetti bought a retired school bus at a district auction for $4,200, spent eighteen months turning it into a home, and now split the year between the Olympic Peninsula and the Oregon high desert.',
    vanlifeType: 'couple',
    rigType: 'skoolie',
    scene: { seed: 1102, palette: 'forest', terrain: 'forest', vehicleColor: '#8fae8b', solar: true },
    portrait: true,
    author: {
      name: 'Theo & Jules Marchetti',
      location: 'Olympic Peninsula, Washington',
      bio: 'A carpenter and a former middle-school science teacher who met at a community woodworking class. Their bus, Juniper, has been their only home since 2023.',
      socialLinks: [
        { platform: 'Instagram', url: 'https://instagram.com/juniper.the.bus' },
        { platform: 'YouTube', url: 'https://www.youtube.com/@juniperthebus' },
      ],
      avatar: { seed: 2102, people: 2 },
    },
    vanSetup: {
      vehicleYear: '2003',
      vehicleMake: 'Blue Bird',
      vehicleModel: 'All American RE (rear engine)',
      electricSystem:
        '1,800 W of solar on a custom roof rack, 48 V 600 Ah LiFePO4 bank, a 6 kW inverter and a shore-power inlet for the wettest weeks of a Washington winter.',
      waterSystem:
        '100-gallon fresh tank inside the heated envelope, 40-gallon grey tank, an on-demand propane water heater and a rain-catchment kit for long stays.',
      amenities: [
        'Wood stove with a heat shield of reclaimed tile',
        'Composting toilet',
        'Full-height shower',
        'Queen bed with storage below',
        'Workbench and tool wall',
        'Four-burner propane range',
      ],
      specifications: [
        ['Length', '40 ft'],
        ['Engine', 'Cummins ISC 8.3 L diesel'],
        ['Auction price', '$4,200'],
        ['Build time', '18 months'],
      ],
    },
    metaTitle: 'Skoolie Life: A Couple’s 40-Foot Blue Bird Conversion',
    metaDescription:
      'Theo and Jules Marchetti on buying a school bus at auction, building a real home inside it and living with a wood stove in the Pacific Northwest.',
    readTime: '7 min read',
    body: [
      'We did not plan to buy a forty-foot bus. We went to the county auction to look at a short bus, got outbid in about ninety seconds, and were walking back to the car when Jules pointed at the big Blue Bird at the end of the row. Nobody else had bid on it. Twenty minutes later it was ours for **$4,200**, and we had no idea where to park it.',
      'Theo is a finish carpenter, so the interior was never the scary part. The scary part was everything we could not see: rust hiding under the rubber floor, an air-brake system neither of us understood, and a roof that needed raising if Theo was ever going to stand up straight in the shower.',
      '## Eighteen months, one neighbour and a lot of rivets',
      'A retired mechanic down the road, Walt, adopted us. He taught Jules to bleed the air tanks, lent us a plasma cutter for the roof raise, and told us every single week that we were out of our minds. When we finally drove Juniper out of his yard, he cried a little and then pretended he had not.',
      "The layout is simple: kitchen in the middle where the light is best, bedroom over the rear engine, and Theo's workshop in the front third so he can still take small commissions on the road. Everything is built to survive vibration. No drawer in our house opens unless you lift it first.",
      '## Winter in the rainforest',
      'People assume skoolies are for the desert. We spend November to February on the Olympic Peninsula, where it rains most days and the moss grows on anything that stands still. The wood stove is the heart of the bus. On a wet night, with bread proving by the stove and rain drumming on the roof, there is nowhere on earth we would rather be.',
      '> A bus is too big to be sneaky, so we stopped trying. We ask permission, we bring cookies, and we leave places cleaner than we found them.',
      'That approach has opened more doors than any app. We have spent whole months on farms, behind a cidery, and once in the parking lot of a volunteer fire station in exchange for rebuilding their picnic tables.',
      'Living in forty feet with another person is not always romantic. We have a rule that either of us can call a *walk-alone* at any time, no questions asked. It has saved our marriage at least twice, mostly during the plumbing phase.',
    ],
  },
  {
    slug: 'homeschool-at-seven-thousand-feet',
    title: 'Homeschool at 7,000 Feet: A Family of Four in a Sprinter 4x4',
    excerpt:
      'The Lindqvists swapped a suburban cul-de-sac for a Mercedes Sprinter with bunk beds. Their kids now learn fractions from trail maps and geology from road cuts, and nobody misses the commute.',
    vanlifeType: 'family',
    rigType: 'van',
    scene: { seed: 1103, palette: 'alpine', terrain: 'mountains', vehicleColor: '#5d7d9a', solar: true },
    portrait: true,
    author: {
      name: 'Erik & Sana Lindqvist',
      location: 'Colorado Rockies',
      bio: 'Erik is a remote structural engineer, Sana a former pharmacist turned full-time teacher of two. With Ingrid (9) and Leo (6) they have lived on the road since spring 2024.',
      socialLinks: [{ platform: 'Instagram', url: 'https://instagram.com/fourinasprinter' }],
      avatar: { seed: 2103, people: 4 },
    },
    vanSetup: {
      vehicleYear: '2021',
      vehicleMake: 'Mercedes-Benz',
      vehicleModel: 'Sprinter 170 4x4',
      electricSystem:
        '560 Ah lithium bank, 500 W of solar, a 280 A second alternator and a 3,000 W inverter that runs an induction hob and Erik’s workstation.',
      waterSystem:
        '30-gallon interior fresh tank, 16-gallon insulated grey tank, a heated water filter and a hot-water loop from the diesel heater.',
      amenities: [
        'Two child bunks with reading lights',
        'Rear garage for bikes and skis',
        'Induction hob',
        'Wet bath with cassette toilet',
        'Dinette that turns into a school desk',
        'Starlink for work calls',
      ],
      specifications: [
        ['Length', '24 ft'],
        ['Seats with belts', '4'],
        ['Ground clearance', 'Lifted 2 in on all-terrain tyres'],
        ['Sleeping', '1 double, 2 bunks'],
      ],
    },
    metaTitle: 'Family Vanlife in a Sprinter 4x4: Homeschooling on the Road',
    metaDescription:
      'A family of four on bunk beds, remote work, road-schooling and the small routines that make full-time vanlife with kids work.',
    body: [
      'Every school morning starts the same way in our van: Leo reads the thermometer out loud, Ingrid writes the temperature and our elevation in the logbook, and the two of them argue about whether the number is a record. This morning it was 29°F at 7,240 feet. It was not a record. Leo was devastated.',
      'Two years ago we lived in a four-bedroom house outside Minneapolis and saw each other for about an hour a day. Erik commuted, Sana worked evenings at a pharmacy, and the kids went from school to after-care to bed. We were not unhappy. We were just tired, all the time, in a way that felt permanent.',
      '## How the bunks won the argument',
      'Sana wanted a bigger rig. Erik wanted something that could handle forest roads. The kids wanted, in their words, *a bed that is also a fort*. The Sprinter 4x4 with two stacked bunks across the rear was the compromise that made everybody mostly happy, and the curtains on each bunk have done more for family peace than any parenting book.',
      'Road-schooling looks less like school and more like paying attention. Fractions come from splitting a trail map into days. Reading happens at every trailhead sign. Geology is whatever road cut we happen to stop beside. We follow a proper maths curriculum for an hour each morning, and the rest of the day the mountains do the teaching.',
      '## The less glamorous bits',
      '- Laundry for four people is a weekly half-day mission.\n- Erik takes client calls from the driver’s seat with the door shut and a hat over the webcam light.\n- We budget for a campground with showers every fifth night, because nobody is at their best after four days without one.\n- Grandparents get a video call every Sunday, no matter the signal.',
      'The question we hear most is about friends. The kids do miss their old classmates, and we work at it: we join homeschool co-ops for a week at a time, we meet other travelling families through meet-ups, and Ingrid has a pen pal in a skoolie she met in Moab who writes actual paper letters to whatever post office we tell her.',
      '> We did not leave to escape our life. We left to be in it together.',
      'We will probably settle somewhere again when Ingrid starts middle school. Until then, the plan is simple: follow the snow in winter, follow the shade in summer, and keep writing down the temperature every morning.',
    ],
  },
]
