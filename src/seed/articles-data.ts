import type { PaletteName, Terrain, VehicleKind } from './images'
import { block, type BodyItem, mediaRef, videoRef } from './lexical'

export interface ArticleSeed {
  slug: string
  title: string
  excerpt: string
  publishDate: string
  readTime: string
  scene: { seed: number; palette: PaletteName; terrain: Terrain; vehicle: VehicleKind; solar?: boolean; camp?: boolean }
  portrait: boolean
  metaTitle?: string
  metaDescription?: string
  /**
   * Body in the `fromBlocks` shorthand; mediaRef('featured' | 'portrait') places the article's own
   * images, videoRef(name) a demo video (src/seed/videos).
   */
  body: BodyItem[]
}

export const ARTICLE_SEEDS: ArticleSeed[] = [
  {
    slug: 'how-much-solar-do-you-need',
    title: 'How Much Solar Do You Actually Need? A Plain-English Sizing Guide',
    excerpt:
      'Forget the forum arguments. Add up what you use in a day, allow for cloudy weeks and winter sun, and the right panel and battery size falls out of a page of simple arithmetic.',
    publishDate: '2026-11-17T14:00:00.000Z',
    readTime: '8 min read',
    scene: { seed: 4101, palette: 'desert', terrain: 'dunes', vehicle: 'van', solar: true, camp: true },
    portrait: true,
    metaTitle: 'Van Solar Sizing Guide: How Many Watts and Amp Hours You Need',
    metaDescription:
      'A step-by-step way to size solar panels and a battery bank for a camper van, with a worked example and the mistakes to avoid.',
    body: [
      'Ask ten vanlifers how much solar you need and you will get eleven answers, most of them starting with "well, I have". The honest answer is that it depends on what you run, where you travel and how much bad weather you are willing to ride out. The good news is that you can work it out yourself with a pencil.',
      '## Step 1: Write down what you actually use',
      'List every electrical thing in the van, how many watts it draws and how many hours a day it runs. Multiply watts by hours to get watt-hours per day. Be honest, especially about laptops and fridges, which are almost always the two biggest loads.',
      '- Compressor fridge: about 45 W, running roughly a third of the time: **360 Wh/day**\n- Two laptops charging: 2 x 60 W x 4 h: **480 Wh/day**\n- Roof fan on low: 15 W x 8 h: **120 Wh/day**\n- Lights, phones, water pump: **about 100 Wh/day**',
      'That example adds up to about 1,060 Wh a day, which is typical for two people working remotely. A weekender with a cool box and a phone might use 200 Wh. A family with an induction hob can easily use 3,000 Wh or more.',
      '## Step 2: Size the battery for bad weather',
      'Your battery needs to carry you through cloudy days. A sensible target is two days of use. For lithium (LiFePO4) batteries, you can use about 80 to 90 per cent of the rated capacity, so 2,120 Wh of need divided by 0.85 is about 2,500 Wh of battery. At 12 V, that is roughly **200 Ah**.',
      '## Step 3: Size the panels for your season',
      'A good rule of thumb is that a panel delivers its rated watts for about four "sun hours" a day in summer in the southern US, and as few as one or two in a northern winter. To replace 1,060 Wh in four sun hours you need around 265 W of panels before losses; allow 25 per cent for heat, angle and wiring, and you land near **350 to 400 W**.',
      '> Solar is cheap, roof space is not. Plan the panel layout before you fit a single roof vent.',
      mediaRef('portrait', {
        caption: 'Four 100 W panels and a roof fan: about as much as a mid-size van roof takes.',
      }),
      videoRef('vunked-on-the-road', { caption: 'Panels on the roof, power in the battery: a day on the road.' }),
      '### Do not forget the alternator',
      'A DC-DC charger fed from your engine is the most underrated part of a van electrical system. An hour of driving with a 40 A charger puts roughly 500 Wh back into the battery, rain or shine. If you move every couple of days, it can cover a surprising share of the load.',
      block('subscribe'),
      '### Common mistakes',
      '- Buying panels first and working out usage later.\n- Forgetting inverter losses: running 230 V or 120 V appliances through an inverter costs 10 to 15 per cent extra.\n- Undersized cables. Use a voltage-drop calculator and fuse every positive run.\n- Assuming winter behaves like summer. If you chase snow, plan for shore power or a generator.',
      'If you want a second opinion, our partner [Vunked](/about-vunked) designs complete van electrical systems and is happy to check your numbers. And if you are wondering what all of this costs per month once you are on the road, try the [vanlife cost calculator](/vanlife-cost-calculator).',
      block('dynamicCta', {
        badgeText: 'Free tool',
        heading: 'What will your power setup cost per month?',
        subheading: 'Add solar, batteries and everything else to your monthly budget in the cost calculator.',
        buttonText: 'Open the calculator',
        buttonHref: '/vanlife-cost-calculator',
        background: 'terra',
        variant: 'secondary-onDark',
      }),
    ],
  },
  {
    slug: 'finding-free-overnight-spots',
    title: 'Finding Free Overnight Spots Without Being That Person',
    excerpt:
      'Public land, friendly businesses and a handful of good apps make free camping possible almost anywhere. Doing it respectfully is what keeps those spots open for everyone else.',
    publishDate: '2026-11-04T14:00:00.000Z',
    readTime: '7 min read',
    scene: { seed: 4102, palette: 'night', terrain: 'lake', vehicle: 'van', camp: true },
    portrait: true,
    body: [
      'Free overnight parking is one of the things that makes [vanlife](/vanlife) affordable. It is also one of the things most likely to disappear when too many people treat it badly. Here is how we find spots, and how we try to make sure they are still there next year.',
      '## Where free camping is usually allowed',
      '- **Public land.** In the US, most National Forest and Bureau of Land Management land allows dispersed camping for up to 14 days unless signs say otherwise.\n- **Some businesses.** Certain big-box stores, truck stops and casinos allow overnight parking, but it varies store by store. Always ask inside.\n- **Membership programmes.** Wineries, farms and breweries host vans for a night in exchange for a visit to their shop.\n- **Friends and followers.** More people than you think have a driveway and an outlet to share.',
      '## The apps and maps we use',
      'iOverlander is the most useful free resource we know: community reports of spots, water, dump stations and, crucially, warnings about places where people were moved on. Combine it with official land-management maps, which show exactly where public land begins and ends, and a satellite view to check the ground before you arrive.',
      '> Arrive late, leave early, and never be the reason a sign goes up.',
      '## How not to be that person',
      '- Keep a low profile in towns: no chairs, no awning, no music.\n- Pack out everything, including grey water and toilet waste. Always.\n- Use existing fire rings only, and check fire restrictions every single day in summer.\n- Stay within the limits. Fourteen days means fourteen days.\n- Buy something from the business that let you park. It is how those spots stay open.',
      '## When someone knocks',
      'Sooner or later there will be a knock at night. Stay calm, be polite, and move if you are asked. It is never worth an argument, and most officers and landowners are far more relaxed with someone who apologises and leaves than with someone who quotes the law through a window.',
      'Free camping will not cover every night, and a campground with a hot shower is worth paying for every so often. Use our [cost calculator](/vanlife-cost-calculator) to see how a mix of free nights and paid campsites changes your monthly budget.',
    ],
  },
  {
    slug: 'winterising-your-van-water-system',
    title: "Winterising Your Van's Water System Before the First Freeze",
    excerpt:
      'One cold night is all it takes to crack a pump or split a fitting. Whether you are storing the van or living in it through winter, here is how to keep your water system in one piece.',
    publishDate: '2026-10-20T14:00:00.000Z',
    readTime: '6 min read',
    scene: { seed: 4103, palette: 'winter', terrain: 'forest', vehicle: 'overland', camp: true },
    portrait: false,
    body: [
      'Water expands by about nine per cent when it freezes, and it does not care that your pump was expensive. A single night below freezing can crack a pump housing, split a plastic fitting or burst the heat exchanger in a water heater. The fix is simple, but it has to be done before the cold arrives, not after.',
      '## If you are storing the van for winter',
      '- Drain the fresh tank, the grey tank and the water heater completely.\n- Open every tap, including the shower and any outdoor shower, and run the pump dry for a few seconds only.\n- Blow out the lines with low-pressure air (no more than 30 psi) until nothing comes out.\n- Bypass the water heater and pump RV antifreeze through the lines if your system allows it.\n- Leave the taps open and put a note on the steering wheel so you remember what you did in spring.',
      'Never use automotive antifreeze in a drinking-water system. RV antifreeze is pink, non-toxic and labelled for potable systems; it still needs to be flushed out thoroughly before you drink from the tap again.',
      '## If you are living in the van through winter',
      'Full-timers have a different problem: the water has to keep working. The trick is to keep every tank and line inside the heated space. Tanks slung under the floor will freeze, however well you insulate them, unless you add heating pads and have the power to run them.',
      '- Move or build the fresh tank inside the cabin, ideally low and near the heater.\n- Insulate lines that run near the walls and doors, where cold bridges form.\n- Keep a gallon jug of water inside as a backup; it will be the last thing to freeze.\n- Drain the outdoor shower and any external fittings completely at the start of winter.\n- Run the heater on a low setting overnight rather than letting the van drop to freezing.',
      '> The grey tank is the one people forget. A frozen grey tank means a sink you cannot use until the afternoon sun arrives.',
      '## A quick checklist for the first cold snap',
      'Check the forecast every evening. If the low is below freezing and you are not sure about a part of the system, drain it. Keep a hair dryer or a heat gun for thawing a stubborn fitting, never an open flame. And if your van has a composting toilet, our partner [Trelino](/about-trelino) makes models that do not need any water at all, which is one less thing to freeze.',
    ],
  },
  {
    slug: 'realistic-vanlife-budget',
    title: 'A Realistic Monthly Budget for Full-Time Vanlife',
    excerpt:
      'Vanlife can be cheaper than renting, but it is rarely as cheap as social media suggests. Here is what a month actually costs, line by line, and where the money quietly disappears.',
    publishDate: '2026-10-07T14:00:00.000Z',
    readTime: '9 min read',
    scene: { seed: 4104, palette: 'autumn', terrain: 'town', vehicle: 'skoolie', solar: true },
    portrait: true,
    metaTitle: 'How Much Does Vanlife Cost Per Month? A Realistic Budget',
    metaDescription:
      'A line-by-line monthly vanlife budget: fuel, camping, insurance, food, health, phone and internet, plus the costs people forget.',
    body: [
      'The most common question we get is some version of "how much does this actually cost?" The honest answer is somewhere between $1,500 and $3,500 a month for most full-time travellers in the US. Where you land depends less on the van and more on how far you drive and how often you pay to sleep.',
      '## The big three: fuel, camping and insurance',
      'Fuel is usually the largest single cost. A van doing 18 mpg and covering 1,500 miles a month burns about 83 gallons; at $3.75 a gallon that is **around $310**. Halve the miles and you halve the bill, which is why slow travellers spend so much less.',
      'Camping costs range from zero to a lot. A mix of free public land and two nights a week at a $35 campground comes to about $300 a month. Add a membership or two for farm and winery stays and you are near $320.',
      'Insurance for a converted van typically costs $75 to $200 a month, depending on the insurer, your state and whether the conversion is covered. Shop around; specialist insurers often beat mainstream ones.',
      '## Everything else',
      '- **Food:** $300 to $500 a month for one person who mostly cooks, more if coffee shops are your office.\n- **Phone and internet:** $80 to $250, depending on whether you need Starlink.\n- **Maintenance:** set aside at least $100 to $200 a month. Tyres, brakes and surprise repairs always come.\n- **Health insurance:** $250 to $600 a month in the US if you buy your own.\n- **Laundry, showers and gym:** $40 to $80.\n- **Fun:** park passes, museums, the occasional meal out. Budget it, or it budgets you.',
      '> The costs that hurt are never the monthly ones. They are the $1,400 transmission repair in a town you had never heard of.',
      '## Build a contingency in from day one',
      'We recommend adding ten per cent on top of your monthly total and keeping at least three months of expenses in an emergency fund. The road is wonderful, but it is also hard on vehicles, and the cheapest time to fix something is before it breaks.',
      '## Run your own numbers',
      'Every budget is personal, so we built a tool for it. The [Vanlife Voices cost calculator](/vanlife-cost-calculator) walks through accommodation, fuel, utilities, food, health and extras for the US and the UK, using current fuel prices, and emails you a summary you can keep.',
    ],
  },
]
