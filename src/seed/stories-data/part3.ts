import type { StorySeed } from './types'

/** Stories 7-9. */
export const storiesPart3: StorySeed[] = [
  {
    slug: 'six-of-us-and-a-1999-international',
    title: 'Six of Us and a 1999 International',
    excerpt:
      'The Osei-Bennetts sold their house in Austin, bought a retired Thomas-bodied school bus and set off with four kids, a cat and a sourdough starter named Gerald. Three years later, nobody wants to go back.',
    vanlifeType: 'family',
    rigType: 'skoolie',
    scene: { seed: 1107, palette: 'sunset', terrain: 'hills', vehicleColor: '#f2b705', solar: true },
    portrait: true,
    author: {
      name: 'The Osei-Bennett Family',
      location: 'Texas Hill Country to the Great Lakes',
      bio: 'Kwame (a paramedic on seasonal contracts), Hannah (a freelance illustrator), and their four kids aged 4 to 13. Their skoolie, Big Yellow, has covered 41 states.',
      socialLinks: [
        { platform: 'Instagram', url: 'https://instagram.com/bigyellowfamily' },
        { platform: 'YouTube', url: 'https://www.youtube.com/@bigyellowfamily' },
      ],
      avatar: { seed: 2107, people: 4 },
    },
    vanSetup: {
      vehicleYear: '1999',
      vehicleMake: 'International',
      vehicleModel: '3800 with a Thomas Built body',
      electricSystem:
        '2,400 W of solar across the full roof, 48 V 800 Ah lithium bank, a 5 kW inverter and a small quiet generator for cloudy weeks in Michigan.',
      waterSystem:
        '120-gallon fresh tank, a 60-gallon grey tank, a three-stage filter and a 6-gallon electric water heater that runs on surplus solar.',
      amenities: [
        'Four built-in bunks with curtains',
        'Primary bedroom with a sliding door',
        'Full kitchen with a 10 cu ft fridge',
        'Washer that runs off solar',
        'Composting toilet and a real bathtub (small)',
        'Roof deck with railings',
      ],
      specifications: [
        ['Length', '38 ft'],
        ['Engine', 'DT466 diesel with an Allison automatic'],
        ['Sleeps', '6, plus a cat'],
        ['Build cost', 'About $38,000 over 14 months'],
      ],
    },
    metaTitle: 'Family Skoolie Life: Six People in a 1999 International',
    metaDescription:
      'A family of six on selling the house, building a skoolie with four bunks and a bathtub, and road-schooling across 41 states.',
    readTime: '8 min read',
    body: [
      'When we told our families we were selling the house to live in a school bus with four children, Hannah’s mother asked, very calmly, whether we had joined something. We had not. We had just done the maths on how many hours a week we were spending with our kids, and we did not like the answer.',
      'Kwame worked twenty-four-hour shifts as a paramedic. Hannah illustrated children’s books in the gaps between school runs. The kids were fine, but the house was a machine for getting everyone somewhere else. We wanted a home that kept us together instead.',
      '## Why a bus and not a van',
      'Six people do not fit in a van, not for long. We needed beds that were really beds, a table where all of us could eat at once, and a bathroom with a door that locked. A thirty-eight-foot bus gave us all of that, plus a roof big enough for solar that actually keeps up with a family.',
      'We bought Big Yellow from a church in Waco that had used it for summer camps. The engine was strong, the body had almost no rust, and the previous owners had left a hymn book under every seat. We kept one. It lives on the bookshelf next to the field guides.',
      '## What a normal day looks like',
      '- Breakfast at the big table, then an hour of maths and reading for everyone.\n- Hannah draws in the afternoons while Kwame takes the kids to whatever is nearby: a museum, a creek, a fire lookout.\n- Dinner is cooked by a different kid each night, with help. The four-year-old specialises in cereal.\n- Lights out at nine, except for the thirteen-year-old, who negotiates.',
      'Kwame takes paramedic contracts in rural counties for three or four months at a time, and we base ourselves nearby. It gives us a rhythm: a season of staying put and making friends, then a season of moving every few days.',
      '> The kids have fought on the bus, cried on the bus, learned to read on the bus. It is not an adventure to them any more. It is just home, and that is exactly what we wanted.',
      'The hardest part is honestly the size. A bus this big cannot go everywhere, and we have had to back out of more than one dead-end forest road with Kwame walking behind and the kids shouting directions. We plan carefully, we stick to bigger campgrounds in summer, and we have learned that the best spots are often someone’s farm, found by asking nicely.',
    ],
  },
  {
    slug: 'slow-miles-in-a-1987-westfalia',
    title: 'Slow Miles in a 1987 Westfalia',
    excerpt:
      'After thirty-four years of teaching geography in Glasgow, Hamish Gallagher retired, bought an old Volkswagen camper with a temperamental heater and set off to see the places he had been drawing on whiteboards.',
    vanlifeType: 'solo',
    rigType: 'van',
    scene: { seed: 1108, palette: 'highland', terrain: 'hills', vehicleColor: '#e8e4da', solar: false },
    portrait: true,
    author: {
      name: 'Hamish Gallagher',
      location: 'Scottish Highlands',
      bio: 'Retired geography teacher, amateur birder and owner of a 1987 VW T3 Westfalia called Morag. Hamish spends summers in Scotland and winters somewhere with fewer midges.',
      socialLinks: [{ platform: 'Instagram', url: 'https://instagram.com/morag.the.westy' }],
      avatar: { seed: 2108 },
    },
    vanSetup: {
      vehicleYear: '1987',
      vehicleMake: 'Volkswagen',
      vehicleModel: 'T3 Westfalia Joker',
      electricSystem:
        'A single 100 Ah lithium leisure battery, a 175 W flexible panel on the pop-top and a split charge relay. Modest, but enough for lights, a phone and a small fridge.',
      waterSystem:
        'The original 13-litre tank, topped up from a 20-litre jerrycan; washing-up water goes into a bowl and then onto the grass.',
      amenities: [
        'Pop-top roof with a bunk',
        'Rock-and-roll bed',
        'Two-ring gas hob',
        'Small compressor cool box',
        'Eberspächer diesel heater',
      ],
      specifications: [
        ['Engine', '1.9 L water-cooled flat four (rebuilt 2021)'],
        ['Top speed', 'Optimistically 65 mph'],
        ['Length', '4.6 m'],
        ['Miles since retirement', 'About 19,000'],
      ],
    },
    body: [
      'For thirty-four years I taught geography to teenagers in Glasgow, which mostly meant drawing glaciers on a whiteboard while someone at the back asked whether this would be on the test. The week I retired, I bought a 1987 Westfalia from a man in Fife who said, with admirable honesty, that she would *probably* make it to Inverness.',
      'She made it to Inverness. She has since made it to Cape Wrath, the Outer Hebrides, the north coast of Spain and, on one memorable occasion, most of the way up a Norwegian mountain pass before deciding she would prefer to go back down.',
      '## The joy of going slowly',
      'A T3 does not rush. On the single-track roads of Sutherland that is a gift: I pull into passing places, let the hire cars by, and watch the light move across the hills. I have seen golden eagles, pine martens and, once, a man in a kilt pushing a bicycle up Bealach na Bà in sideways rain.',
      'I sleep in the pop-top on clear nights and downstairs when the wind picks up. I cook porridge every morning on the two-ring hob, and I have become something of an expert on which harbour cafés let you sit for three hours with one pot of tea.',
      '## Advice for anyone my age',
      '- Buy the old van if it makes you happy, but join a breakdown service that covers it.\n- Learn the basics: belts, fuses, how to bleed a heater. Owners’ clubs are wonderfully generous.\n- Respect the land. Scotland’s access rights are a privilege, not a loophole.\n- Take a good pair of binoculars. You will use them every single day.',
      'My children worried at first, as children do. Now they send me lists of places to visit and ask for photographs. My granddaughter keeps a map on her bedroom wall with a pin for every place Morag has been. It is beginning to look quite full.',
      '> I spent my whole career telling children the world was worth seeing. It seemed only fair to go and check.',
    ],
  },
  {
    slug: 'climbing-season-all-year',
    title: 'Climbing Season, All Year: Chasing Rock Across Australia',
    excerpt:
      'Noa and Kai live in a long-wheelbase HiAce and follow the climbing seasons around Australia, from the Grampians in autumn to the sandstone of the Blue Mountains in spring.',
    vanlifeType: 'couple',
    rigType: 'van',
    scene: { seed: 1109, palette: 'outback', terrain: 'hills', vehicleColor: '#f4efe6', solar: true },
    portrait: false,
    author: {
      name: 'Noa & Kai Tanaka-Brooks',
      location: 'Grampians, Victoria',
      bio: 'Two climbers, one physiotherapist and one route-setter, living in a Toyota HiAce since 2022. They spend the year following good rock and mild weather around Australia.',
      socialLinks: [{ platform: 'Instagram', url: 'https://instagram.com/hiace.and.chalk' }],
      avatar: { seed: 2109, people: 2 },
    },
    vanSetup: {
      vehicleYear: '2012',
      vehicleMake: 'Toyota',
      vehicleModel: 'HiAce LWB high roof',
      electricSystem:
        '200 Ah lithium battery, 360 W of solar, a DC-DC charger and a 1,000 W inverter for the physio massage gun and laptops.',
      waterSystem: 'Two 40-litre jerrycans and a 10-litre shower bag; refills at town taps and climbers’ campgrounds.',
      amenities: [
        'Crash-pad garage under the bed',
        'Chalk-proof gear drawers',
        'Portable fridge',
        'Side awning',
        'Fly screens on every window',
      ],
      specifications: [
        ['Engine', '3.0 L turbo diesel'],
        ['Length', '5.4 m'],
        ['Fuel economy', 'About 10 L per 100 km'],
        ['Crash pads carried', '3'],
      ],
    },
    readTime: '5 min read',
    body: [
      'The Australian climbing calendar is a lovely thing if you do not have a fixed address. Autumn in the Grampians, winter in the warmer north around Queensland’s granite, spring on the Blue Mountains sandstone, and summer somewhere near the sea with a long lie-in because it is far too hot to touch rock before dusk.',
      'We bought the HiAce in Melbourne after both of us had spent years driving five hours each way on weekends to climb. Kai was setting routes at a gym and Noa worked as a physio. It occurred to us, somewhere on the Western Highway at eleven at night, that we could just live where the rock is.',
      '## Built around three crash pads',
      'Everything in the van is designed around the gear. The bed sits high enough that three bouldering pads slide underneath. Ropes live in a drawer lined with a tarp so the chalk stays out of the bedding, mostly. The kitchen is outside under the awning, because cooking inside a van in 35-degree heat is a special kind of misery.',
      'Noa works as a locum physio in regional clinics, often in towns where the nearest physiotherapist is two hours away. Kai sets routes at gyms in whichever city we are near, and does a bit of rigging work for outdoor education camps.',
      '## The not-so-romantic parts',
      'Australia is big, and fuel adds up quickly. Flies are a way of life from October to March. Water is something you think about every single day. We carry more of it than seems reasonable, because the Grampians in a dry autumn do not care about your plans.',
      '> The best thing about living in the van is that a rest day is just a day. There is no drive home at the end of it.',
      'We are not in a hurry to stop. Our bodies will decide when the climbing slows down. Until then, the plan is the same as always: check the forecast, check the rock, and point the HiAce at whichever crag is in season.',
    ],
  },
]
