import { describe, expect, it, vi } from 'vitest'

import {
  averageUkReadings,
  fetchUkPrices,
  mean,
  parseFeedTime,
  penceToPounds,
  readUkFeed,
  stationPence,
  type UkFeedReading,
} from './uk-feeds'

type Prices = { E10?: unknown; E5?: unknown; B7?: unknown; SDV?: unknown }

function station(id: string, prices: Prices) {
  return {
    site_id: id,
    brand: 'TEST',
    address: '1 HIGH STREET, TOWN',
    postcode: 'AB1 2CD',
    location: { latitude: 51.5, longitude: -0.12 },
    prices,
  }
}

const feed = (stations: unknown[], lastUpdated = '16/11/2026 09:30:00') => ({ last_updated: lastUpdated, stations })

const NOW = new Date('2026-11-16T12:00:00Z')

describe('penceToPounds and mean', () => {
  it('turns pence per litre into pounds per litre, to a tenth of a penny', () => {
    expect(penceToPounds(145.9)).toBe(1.459)
    expect(penceToPounds(142.95)).toBe(1.43)
    expect(penceToPounds(150)).toBe(1.5)
  })

  it('averages, and has no mean of nothing', () => {
    expect(mean([140, 150, 160])).toBe(150)
    expect(mean([])).toBeNull()
  })
})

describe('stationPence', () => {
  it('accepts believable prices, as numbers or numeric strings', () => {
    expect(stationPence(139.9)).toBe(139.9)
    expect(stationPence('141.7')).toBe(141.7)
    expect(stationPence(50)).toBe(50)
    expect(stationPence(500)).toBe(500)
  })

  it('ignores absurd and unreadable values (pounds instead of pence, typos)', () => {
    for (const value of [1.459, 0, -140, 1459, 500.1, 49.9, 'n/a', '', null, NaN, Infinity, {}]) {
      expect(stationPence(value)).toBeNull()
    }
  })
})

describe('parseFeedTime', () => {
  it('reads the scheme format in UK time: GMT in winter, BST in summer', () => {
    expect(parseFeedTime('16/11/2026 09:30:00')?.toISOString()).toBe('2026-11-16T09:30:00.000Z')
    expect(parseFeedTime('15/06/2026 09:30:00')?.toISOString()).toBe('2026-06-15T08:30:00.000Z')
    expect(parseFeedTime('15/06/2026')?.toISOString()).toBe('2026-06-14T23:00:00.000Z')
  })

  it('reads ISO 8601, and nothing else', () => {
    expect(parseFeedTime('2026-11-16T09:30:00Z')?.toISOString()).toBe('2026-11-16T09:30:00.000Z')
    for (const value of ['yesterday', '31/02/2026 10:00:00', '16/11/2026 25:00', '', null, undefined]) {
      expect(parseFeedTime(value)).toBeNull()
    }
  })
})

describe('readUkFeed', () => {
  it('collects E10 and B7 in pence, leaving out E5, SDV, absurd values and malformed stations', () => {
    const reading = readUkFeed(
      feed([
        station('a', { E10: 140.9, E5: 155.9, B7: 146.9, SDV: 170.9 }),
        station('b', { E10: '142.9', B7: 1.479 }),
        station('c', { E5: 160 }),
        station('d', { E10: null, B7: 9999 }),
        { site_id: 'e' },
        'nonsense',
      ]),
    )
    expect(reading).toEqual({
      pence: { gasoline: [140.9, 142.9], diesel: [146.9] },
      ignoredValues: 2,
      lastUpdated: new Date('2026-11-16T09:30:00Z'),
    })
  })

  it('is null for a document of another shape', () => {
    for (const json of [null, [], {}, { stations: 'none' }, { last_updated: 5, stations: [] }]) {
      expect(readUkFeed(json)).toBeNull()
    }
  })
})

describe('averageUkReadings', () => {
  const reading = (gasoline: number[], diesel: number[], lastUpdated: Date | null = null): UkFeedReading => ({
    pence: { gasoline, diesel },
    ignoredValues: 1,
    lastUpdated,
  })

  it('averages every station of every feed (not the feeds’ averages) into pounds per litre', () => {
    const result = averageUkReadings([reading([140, 150], [150]), reading([160], [156, 150])], NOW)
    expect(result.prices).toEqual([
      { region: 'uk', fuelType: 'gasoline', price: 1.5, unit: 'liter', observedAt: NOW },
      { region: 'uk', fuelType: 'diesel', price: 1.52, unit: 'liter', observedAt: NOW },
    ])
    expect(result).toMatchObject({
      failures: [],
      feedsAnswered: 2,
      stationCounts: { gasoline: 3, diesel: 3 },
      ignoredValues: 2,
    })
  })

  it('is observed at the newest feed update, never in the future', () => {
    const older = new Date('2026-11-15T08:00:00Z')
    const newer = new Date('2026-11-16T08:00:00Z')
    const future = new Date('2026-11-17T08:00:00Z')
    const result = averageUkReadings(
      [reading([140], [150], older), reading([140], [150], newer), reading([140], [150], future)],
      NOW,
    )
    expect(result.prices[0].observedAt).toEqual(newer)
  })

  it('reports a fuel no station priced', () => {
    const result = averageUkReadings([reading([140], [])], NOW)
    expect(result.prices.map((price) => price.fuelType)).toEqual(['gasoline'])
    expect(result.failures).toEqual([
      { source: 'uk-feeds', reason: 'no-prices', detail: 'no station gave a believable B7 (diesel) price' },
    ])
  })
})

describe('fetchUkPrices', () => {
  function fetchFrom(answers: Record<string, () => Response | Promise<Response>>) {
    const agents: (string | null)[] = []
    const fn = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      agents.push(new Headers(init?.headers).get('user-agent'))
      const answer = answers[String(url)]
      if (!answer) throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } })
      return answer()
    })
    return { fetch: fn as unknown as typeof fetch, agents }
  }

  it('averages the feeds that answered and reports each one that did not', async () => {
    const { fetch, agents } = fetchFrom({
      'https://a.example/fuel.json': () => Response.json(feed([station('1', { E10: 140, B7: 150 })])),
      'https://b.example/fuel.json': () => Response.json(feed([station('2', { E10: 150, B7: 160 })])),
      'https://c.example/fuel.json': () => new Response('busy', { status: 503 }),
      'https://d.example/fuel.json': () => Response.json({ sites: [] }),
      'https://e.example/fuel.json': () => Response.json(feed([station('3', { E10: 100 })], '01/10/2026 10:00:00')),
    })
    const result = await fetchUkPrices({
      feeds: [
        'https://a.example/fuel.json',
        'https://b.example/fuel.json',
        'https://c.example/fuel.json',
        'https://d.example/fuel.json',
        'https://e.example/fuel.json',
        'https://gone.example/fuel.json',
      ],
      fetch,
      userAgent: 'vanlife-test',
      now: NOW,
    })
    expect(result.prices.map(({ fuelType, price }) => [fuelType, price])).toEqual([
      ['gasoline', 1.45],
      ['diesel', 1.55],
    ])
    expect(result.feedsAnswered).toBe(2)
    expect(result.failures).toEqual([
      { source: 'c.example', reason: 'http', detail: 'answered 503' },
      { source: 'd.example', reason: 'bad-payload', detail: 'the answer has no stations list' },
      { source: 'e.example', reason: 'stale', detail: 'last updated 2026-10-01T09:00:00.000Z' },
      { source: 'gone.example', reason: 'network', detail: 'could not be reached (ECONNREFUSED)' },
    ])
    expect(new Set(agents)).toEqual(new Set(['vanlife-test']))
  })

  it('gives nothing, and says why, when every feed fails', async () => {
    const { fetch } = fetchFrom({ 'https://a.example/fuel.json': () => new Response('not json') })
    const result = await fetchUkPrices({ feeds: ['https://a.example/fuel.json'], fetch, now: NOW })
    expect(result.prices).toEqual([])
    expect(result.failures.map((failure) => [failure.source, failure.reason])).toEqual([
      ['a.example', 'not-json'],
      ['uk-feeds', 'no-prices'],
      ['uk-feeds', 'no-prices'],
    ])
  })

  it('does not read an answer past the size limit', async () => {
    const big = 'x'.repeat(64)
    const { fetch } = fetchFrom({
      'https://a.example/fuel.json': () =>
        new Response(big, { headers: { 'content-length': String(30 * 1024 * 1024) } }),
    })
    const result = await fetchUkPrices({ feeds: ['https://a.example/fuel.json'], fetch, now: NOW })
    expect(result.failures[0]).toMatchObject({ source: 'a.example', reason: 'too-large' })
  })
})
