/**
 * The status page's fuel-price check and the UK feed list, with the EIA and two UK feeds played
 * by MSW (nothing reaches the network): every source answering, a feed answering 503, the EIA
 * refusing its key, a feed that never answers within the time limit.
 */
import { delay, http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { DEFAULT_UK_FEEDS } from './constants'
import { checkFuelSources } from './health'
import { ukFeedList } from './uk-feeds'

const EIA_URL = 'https://api.eia.gov/v2/petroleum/pri/gnd/data/'
const FEED_A = 'https://feeds.retailer-a.test/fuel_prices_data.json'
const FEED_B = 'https://retailer-b.test/fuel.json'
const KEY = 'unit-eia-key-77'

const eiaAsked: URL[] = []
const server = setupServer(
  http.get(EIA_URL, ({ request }) => {
    const url = new URL(request.url)
    eiaAsked.push(url)
    if (url.searchParams.get('api_key') !== KEY) {
      return HttpResponse.json({ error: 'API_KEY_INVALID' }, { status: 403 })
    }
    return HttpResponse.json({ response: { total: 1, data: [{ period: '2026-11-16', value: '3.07' }] } })
  }),
  http.get(FEED_A, () => HttpResponse.json({ last_updated: '28/11/2026 09:00:00', stations: [] })),
  http.get(FEED_B, () => HttpResponse.json({ last_updated: '28/11/2026 09:00:00', stations: [] })),
)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  eiaAsked.length = 0
})
afterAll(() => server.close())

describe('checkFuelSources', () => {
  it('says every configured source answered, asking the EIA for one row', async () => {
    await expect(checkFuelSources({ eiaApiKey: KEY, ukFeeds: [FEED_A, FEED_B], timeoutMs: 1_000 })).resolves.toBe(
      'EIA and 2 UK feeds answered',
    )
    expect(eiaAsked).toHaveLength(1)
    expect(eiaAsked[0].searchParams.get('length')).toBe('1')
    await expect(checkFuelSources({ ukFeeds: [FEED_A], timeoutMs: 1_000 })).resolves.toBe('1 UK feed answered')
  })

  it('names a feed that answers 5xx and an EIA key that is refused, never the key', async () => {
    server.use(http.get(FEED_B, () => new HttpResponse('busy', { status: 503 })))
    const failure = checkFuelSources({ eiaApiKey: 'wrong-key', ukFeeds: [FEED_A, FEED_B], timeoutMs: 1_000 })
    await expect(failure).rejects.toThrow('2 of 3 sources failed: EIA answered 403; retailer-b.test answered 503')
    await expect(failure).rejects.not.toThrow(/wrong-key/)
  })

  it('fails a source that gives no answer within the time limit', async () => {
    server.use(
      http.get(FEED_A, async () => {
        await delay(2_000)
        return HttpResponse.json({ stations: [] })
      }),
    )
    const started = Date.now()
    await expect(checkFuelSources({ eiaApiKey: KEY, ukFeeds: [FEED_A, FEED_B], timeoutMs: 200 })).rejects.toThrow(
      '1 of 3 sources failed: feeds.retailer-a.test gave no answer within 200 ms',
    )
    expect(Date.now() - started).toBeLessThan(1_500)
  })
})

describe('ukFeedList', () => {
  it('is the CMA scheme list when unset, none when off, else the URLs given', () => {
    expect(ukFeedList(undefined)).toEqual(DEFAULT_UK_FEEDS)
    expect(ukFeedList(undefined).length).toBeGreaterThan(10)
    expect(ukFeedList('off')).toEqual([])
    expect(ukFeedList('https://a.example/x.json , https://b.example/y.json')).toEqual([
      'https://a.example/x.json',
      'https://b.example/y.json',
    ])
  })
})
