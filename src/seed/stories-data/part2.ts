import type { StorySeed } from './types'

/** Stories 4-6. */
export const storiesPart2: StorySeed[] = [
  {
    slug: 'fix-it-forward-repair-cafe-on-wheels',
    title: 'Fix It Forward: The Repair Café That Travels by Van',
    excerpt:
      'A small nonprofit loads a cargo van with soldering irons, sewing machines and bike stands, then parks in small-town squares across the Great Plains and fixes whatever people bring, for free.',
    vanlifeType: 'org',
    rigType: 'van',
    scene: { seed: 1104, palette: 'prairie', terrain: 'hills', vehicleColor: '#d8824f', solar: false },
    portrait: false,
    author: {
      name: 'Fix It Forward Collective',
      location: 'Kansas and Nebraska',
      bio: 'A volunteer-run nonprofit that brings free repair days to rural towns. Since 2021 its two vans have hosted more than 140 repair cafés and kept an estimated 11 tonnes of stuff out of landfill.',
      socialLinks: [
        { platform: 'Website', url: 'https://fixitforward.example.org' },
        { platform: 'Facebook', url: 'https://facebook.com/fixitforwardcollective' },
      ],
      avatar: { seed: 2104, initials: 'FF' },
    },
    body: [
      'On a Saturday in Council Grove, Kansas, a woman named Darlene carried a toaster across the town square like it was a newborn. It had been her mother’s, it had stopped working on Christmas morning, and the nearest appliance repair shop had closed in 2009. Forty minutes later our volunteer Ray handed it back with a new thermal fuse. Darlene made toast for the whole line.',
      'That is what we do. We are a collective of retired electricians, seamstresses, bike mechanics, a couple of engineering students and one very patient lawnmower whisperer. Twice a month we load our van and drive to a town that asked us to come. We set up folding tables, plug into the community centre and fix things for free, teaching the owner how to do it as we go.',
      '## Why a van',
      'The first repair cafés we ran were in a church basement in Lincoln. They were lovely, but the people who needed them most lived two hours away, in towns where the hardware store is also the post office. So in 2021 we bought a high-roof cargo van from an electrical contractor who was retiring and spent a winter fitting it with pegboard walls, a tool library and two fold-out workbenches.',
      '- A bike stand and a box of spare tubes, cables and brake pads\n- Two sewing machines bolted to swing-out shelves\n- A soldering station, a multimeter for every volunteer and a drawer of common fuses\n- A small generator for the towns where the hall has no spare outlets',
      '## What people bring',
      'Lamps, by a mile. Then vacuum cleaners, jeans, kids’ bikes, radios, and more sewing machines than you would believe. Our success rate is about 70 per cent. The other 30 per cent still leave knowing exactly what is broken, which part to order and whether it is worth it.',
      '> Nobody in a small town wants charity. Everybody wants a neighbour who knows how to fix a lamp.',
      'Volunteers sleep in the van or on a host family’s couch, and we cover fuel with small donations and a grant from a regional rural foundation. If you run a community space on the Plains and want a repair day, write to us. Bring your broken things. Bring your curiosity. We will bring the coffee.',
    ],
  },
  {
    slug: 'the-short-bus-studio',
    title: 'The Short Bus Studio: A Potter on the Road',
    excerpt:
      'Ceramicist Priya Raman turned a retired short bus into a rolling studio with a pottery wheel bolted to the floor. She throws pots in the bus and fires them at community kilns from Taos to Tucson.',
    vanlifeType: 'solo',
    rigType: 'skoolie',
    scene: { seed: 1105, palette: 'dusk', terrain: 'mountains', vehicleColor: '#f0c24b', solar: true },
    portrait: true,
    author: {
      name: 'Priya Raman',
      location: 'Taos, New Mexico',
      bio: 'Potter, teacher and owner of a very heavy short bus. Priya sells her work at markets across the Southwest and teaches weekend wheel-throwing classes wherever she parks.',
      socialLinks: [
        { platform: 'Instagram', url: 'https://instagram.com/shortbusstudio' },
        { platform: 'Website', url: 'https://shortbusstudio.example.com' },
      ],
      avatar: { seed: 2105 },
    },
    vanSetup: {
      vehicleYear: '2009',
      vehicleMake: 'Chevrolet',
      vehicleModel: 'Express 4500 cutaway (Collins short bus body)',
      electricSystem:
        '800 W of solar, a 300 Ah LiFePO4 bank and a 2,000 W inverter sized to start the pottery wheel’s motor without complaint.',
      waterSystem:
        '40-gallon fresh tank, a clay trap under the studio sink so slip never reaches the grey tank, and a 20-gallon grey tank.',
      amenities: [
        'Pottery wheel bolted to the floor',
        'Ware shelves with bungee rails',
        'Clay trap sink',
        'Murphy bed over the studio',
        'Propane heater',
        'Composting toilet',
      ],
      specifications: [
        ['Length', '22 ft'],
        ['Payload used by clay and tools', 'About 900 lb'],
        ['Engine', '6.0 L V8 gasoline'],
        ['Bought for', '$7,800 from a school district in Arizona'],
      ],
    },
    readTime: '5 min read',
    body: [
      'A pottery studio is the least sensible thing you can put in a vehicle. Clay is heavy, water is heavier, and a half-dry pot on a shelf has exactly one opinion about potholes. I know all of this. I did it anyway, and the short bus has been my studio, my shop and my home for three years.',
      'Before the bus I rented a corner of a shared studio in Phoenix and spent more on rent than I earned from pots. I was teaching four evening classes a week just to keep the wheel, and I had stopped making the work I actually cared about.',
      '## A wheel, a bed and nothing else',
      'The bus is laid out like a studio with a bedroom attached, not the other way round. The wheel sits just behind the driver’s seat where the floor is strongest. Ware shelves run down both walls with bungee rails, and the bed folds up against the ceiling during the day so I have room to wedge clay.',
      'I fire at community kilns. Almost every arts town has one, and almost every kiln needs somebody to help load it. I trade kiln space for teaching, for glazing help, or sometimes for nothing more than showing up at six in the morning with good coffee.',
      '## What the road did to my work',
      'My glazes changed first. I started collecting a handful of local ash or clay wherever I stayed and testing it. There is a celadon I make now with juniper ash from a campsite near Abiquiú that I could not have invented in a city studio.',
      '> The bus made me slower, and slow is where the good pots are.',
      'I sell at markets on weekends, and people love that they can step inside and see where their mug was made. The bus is the best sales pitch I have ever had. It is also, on a windy day in Gallup with a shelf of greenware, the most stressful.',
    ],
  },
  {
    slug: 'two-laptops-one-small-kitchen',
    title: 'Two Laptops and One Very Small Kitchen',
    excerpt:
      'Dani and Marco Reyes work full-time remote jobs from a Ram ProMaster on the Pacific coast. Their secret is not the Starlink dish; it is a shared calendar and a rule about who cooks.',
    vanlifeType: 'couple',
    rigType: 'van',
    scene: { seed: 1106, palette: 'coast', terrain: 'coast', vehicleColor: '#e9dcc3', solar: true },
    portrait: true,
    author: {
      name: 'Dani & Marco Reyes',
      location: 'Oregon Coast',
      bio: 'Dani is a backend developer, Marco a Spanish-English medical translator. They have worked from their ProMaster since 2023 and have strong opinions about van kitchens.',
      socialLinks: [
        { platform: 'Instagram', url: 'https://instagram.com/reyes.remote' },
        { platform: 'TikTok', url: 'https://www.tiktok.com/@reyes.remote' },
      ],
      avatar: { seed: 2106, people: 2 },
    },
    vanSetup: {
      vehicleYear: '2019',
      vehicleMake: 'Ram',
      vehicleModel: 'ProMaster 2500, 159" wheelbase',
      electricSystem:
        '460 Ah lithium bank, 800 W of solar, a 40 A DC-DC charger and a 3,000 W inverter. Enough for two laptops, a monitor and Starlink through a rainy week.',
      waterSystem: '25-gallon fresh tank, 15-gallon grey tank, a small tankless propane heater for the outdoor shower.',
      amenities: [
        'Two swivel seats with desk inserts',
        'Starlink with a roof mount',
        'Two-burner hob and a proper oven',
        'East-west bed with bike storage below',
        'Outdoor shower',
        'Diesel heater',
      ],
      specifications: [
        ['Length', '20 ft 10 in'],
        ['Internet', 'Starlink plus two phone plans on different networks'],
        ['Workspaces', '2'],
        ['Fuel economy', '16 mpg'],
      ],
    },
    metaTitle: 'Remote Work Vanlife: Two Full-Time Jobs in a ProMaster',
    metaDescription:
      'How a developer and a translator hold down full-time remote jobs from a Ram ProMaster on the Oregon coast, from internet backups to shared calendars.',
    body: [
      'People assume the hard part of working remotely from a van is the internet. It was, in 2022. These days we carry Starlink and two phone plans on different networks, and we have not missed a meeting in eighteen months. The hard part is that the office, the kitchen and the bedroom are the same eleven feet.',
      'Dani writes software for a logistics company and spends a lot of her day in calls. Marco translates medical records and needs long stretches of silence. In an apartment, that is two rooms. In a ProMaster, it is a shared calendar with colour codes and a lot of trust.',
      '## The calendar is the real build',
      'Every Sunday evening we go through the week together. Dani’s calls are blocked in red, and during red blocks Marco takes his laptop to a library, a café or the passenger seat with headphones. Marco’s deep-work blocks are blue, and during blue blocks nobody fries onions. This sounds silly. It has prevented more arguments than any piece of gear we own.',
      '- Work days follow the best signal, not the best view.\n- We pick campsites on Thursday for the following week, never on the day.\n- Whoever has the later finish cooks. No discussion.\n- Fridays after three are for the beach, whatever the weather.',
      '## Why we gave the kitchen the most space',
      'Most vans give the bed the biggest footprint. We gave it to the kitchen. We built a proper oven into the galley because Marco’s grandmother’s recipes are not negotiable, and a two-burner hob with a real extractor. Cooking well is what makes a tiny space feel like home rather than a very expensive tent.',
      'The Oregon coast in shoulder season is our favourite office. The towns are quiet, the libraries are warm, and there is always a state park with a hot shower within an hour. We spend summers further inland, where it is dry enough for the solar to keep up without the shore power we never bothered to install.',
      '> We did not quit our jobs to do this. We just stopped pretending our jobs needed a particular zip code.',
      'If you are thinking about working from the road, try it for a month first. Keep your lease, borrow a van, and track every dollar. We used the [Vanlife Voices cost calculator](/vanlife-cost-calculator) to plan our first year and were within about eight per cent, mostly because we underestimated how much coffee two remote workers drink.',
    ],
  },
]
