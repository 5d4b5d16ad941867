import { describe, expect, it, vi } from 'vitest'

import { eiaRequestUrl, fetchEiaPrices, parseEiaResponse } from './eia'

/** Rows as the EIA answers them (values as strings, since API v2.1.6). */
function row(product: string, period: string, value: string | number | null, extra: Record<string, unknown> = {}) {
  return {
    period,
    duoarea: 'NUS',
    'area-name': 'U.S.',
    product,
    'product-name': product === 'EPMR' ? 'Regular Gasoline' : 'No 2 Diesel',
    process: 'PTE',
    'process-name': 'Retail Sales',
    series: `EMM_${product}_PTE_NUS_DPG`,
    value,
    units: '$/GAL',
    ...extra,
  }
}

const answer = (data: unknown[]) => ({ response: { total: data.length, frequency: 'weekly', data } })

function fakeFetch(response: () => Response) {
  const urls: string[] = []
  const fn = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    urls.push(String(url))
    if (init?.signal?.aborted) throw init.signal.reason
    return response()
  })
  return { fetch: fn as unknown as typeof fetch, urls }
}

describe('eiaRequestUrl', () => {
  it('asks for the weekly US retail regular gasoline and diesel prices, newest first', () => {
    const url = new URL(eiaRequestUrl('secret-key'))
    expect(url.origin + url.pathname).toBe('https://api.eia.gov/v2/petroleum/pri/gnd/data/')
    const params = url.searchParams
    expect(params.get('api_key')).toBe('secret-key')
    expect(params.get('frequency')).toBe('weekly')
    expect(params.get('data[0]')).toBe('value')
    expect(params.getAll('facets[duoarea][]')).toEqual(['NUS'])
    expect(params.getAll('facets[process][]')).toEqual(['PTE'])
    expect(params.getAll('facets[product][]')).toEqual(['EPMR', 'EPD2D'])
    expect(params.get('sort[0][column]')).toBe('period')
    expect(params.get('sort[0][direction]')).toBe('desc')
    expect(Number(params.get('length'))).toBeLessThanOrEqual(10)
  })
})

describe('parseEiaResponse', () => {
  it('maps the latest week of each product to dollars per gallon, string or number values', () => {
    const result = parseEiaResponse(
      answer([
        row('EPMR', '2026-11-16', '3.071'),
        row('EPD2D', '2026-11-16', 3.712),
        row('EPMR', '2026-11-09', '3.1'),
        row('EPD2D', '2026-11-09', '3.8'),
      ]),
    )
    expect(result.failures).toEqual([])
    expect(result.prices).toEqual([
      {
        region: 'usa',
        fuelType: 'gasoline',
        price: 3.071,
        unit: 'gallon',
        observedAt: new Date('2026-11-16T00:00:00Z'),
      },
      { region: 'usa', fuelType: 'diesel', price: 3.712, unit: 'gallon', observedAt: new Date('2026-11-16T00:00:00Z') },
    ])
  })

  it('does not rely on the order of the rows', () => {
    const result = parseEiaResponse(answer([row('EPMR', '2026-11-02', '2.9'), row('EPMR', '2026-11-16', '3.2')]))
    expect(result.prices[0]).toMatchObject({ fuelType: 'gasoline', price: 3.2 })
  })

  it('falls back to an earlier week when the latest value is missing', () => {
    const result = parseEiaResponse(
      answer([row('EPD2D', '2026-11-16', null), row('EPD2D', '2026-11-09', '3.80'), row('EPMR', '2026-11-16', '3')]),
    )
    expect(result.prices.find((price) => price.fuelType === 'diesel')).toMatchObject({
      price: 3.8,
      observedAt: new Date('2026-11-09T00:00:00Z'),
    })
  })

  it('reports a fuel without a usable price, and keeps the other (partial result)', () => {
    const result = parseEiaResponse(answer([row('EPMR', '2026-11-16', '3.05')]))
    expect(result.prices.map((price) => price.fuelType)).toEqual(['gasoline'])
    expect(result.failures).toEqual([{ source: 'eia', reason: 'bad-payload', detail: 'no usable diesel price' }])
  })

  it('ignores rows of another area, process or unit, absurd and unreadable values', () => {
    const result = parseEiaResponse(
      answer([
        row('EPMR', '2026-11-16', '3.1', { duoarea: 'R10' }),
        row('EPMR', '2026-11-16', '3.1', { process: 'PWG' }),
        row('EPMR', '2026-11-16', '0.81', { units: '$/L' }),
        row('EPMR', '2026-11-16', '310'),
        row('EPMR', '2026-11-16', 'n/a'),
        row('EPMR', '2026-11-16', ''),
        { period: 'last week', product: 'EPMR', value: '3' },
        'not a row',
        row('EPD2D', '2026-11-16', '3.7'),
      ]),
    )
    expect(result.prices.map((price) => price.fuelType)).toEqual(['diesel'])
    expect(result.failures.map((failure) => failure.detail)).toEqual(['no usable gasoline price'])
  })

  it('fails as a whole on an answer of another shape', () => {
    for (const json of [null, {}, { response: {} }, { response: { data: 'none' } }, [], 'text']) {
      expect(parseEiaResponse(json)).toEqual({
        prices: [],
        failures: [{ source: 'eia', reason: 'bad-payload', detail: 'the answer has no response.data list' }],
      })
    }
  })
})

describe('fetchEiaPrices', () => {
  it('reads the answer', async () => {
    const { fetch } = fakeFetch(() =>
      Response.json(answer([row('EPMR', '2026-11-16', '3'), row('EPD2D', '2026-11-16', '4')])),
    )
    const result = await fetchEiaPrices({ apiKey: 'k', fetch })
    expect(result.prices.map((price) => price.price)).toEqual([3, 4])
  })

  it('turns a non-ok status into a failure without the URL, key or body', async () => {
    const { fetch } = fakeFetch(() => new Response('{"error":"API_KEY_INVALID secret-key"}', { status: 403 }))
    const result = await fetchEiaPrices({ apiKey: 'secret-key', fetch })
    expect(result).toEqual({ prices: [], failures: [{ source: 'eia', reason: 'http', detail: 'answered 403' }] })
  })

  it('turns a network error into a failure naming only its code', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed: https://api.eia.gov/?api_key=secret-key', {
        cause: Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }),
      })
    }) as unknown as typeof globalThis.fetch
    const result = await fetchEiaPrices({ apiKey: 'secret-key', fetch })
    expect(result.failures).toEqual([{ source: 'eia', reason: 'network', detail: 'could not be reached (ENOTFOUND)' }])
    expect(JSON.stringify(result)).not.toContain('secret-key')
  })

  it('gives up after the time limit', async () => {
    const fetch = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    ) as unknown as typeof globalThis.fetch
    const result = await fetchEiaPrices({ apiKey: 'k', fetch, timeoutMs: 20 })
    expect(result.failures).toEqual([{ source: 'eia', reason: 'timeout', detail: 'no answer within 20 ms' }])
  })

  it('reports an answer that is not JSON', async () => {
    const { fetch } = fakeFetch(() => new Response('<html>maintenance</html>', { status: 200 }))
    const result = await fetchEiaPrices({ apiKey: 'k', fetch })
    expect(result.failures).toEqual([{ source: 'eia', reason: 'not-json', detail: 'the answer is not JSON' }])
  })
})
