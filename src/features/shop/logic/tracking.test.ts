import { describe, expect, it } from 'vitest'

import { CARRIERS, isHttpsUrl, markShippedSchema, SHIP_MESSAGES, shipFieldErrors, trackingUrlFor } from './tracking'

describe('trackingUrlFor', () => {
  it("links each known carrier's public tracking page with the number", () => {
    expect(trackingUrlFor('USPS', '9400111899223856928499')).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223856928499',
    )
    expect(trackingUrlFor('UPS', '1Z999AA10123456784')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784')
    expect(trackingUrlFor('FedEx', '123456789012')).toBe('https://www.fedex.com/fedextrack/?trknbr=123456789012')
    expect(trackingUrlFor('DHL', '1234567890')).toBe(
      'https://www.dhl.com/global-en/home/tracking.html?tracking-id=1234567890',
    )
    expect(trackingUrlFor('Royal Mail', 'AB123456789GB')).toBe(
      'https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB',
    )
    expect(trackingUrlFor('Canada Post', '1234567890123456')).toBe(
      'https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=1234567890123456',
    )
  })

  it('has a page for every carrier but Other', () => {
    for (const carrier of CARRIERS) {
      const url = trackingUrlFor(carrier, 'ABC123')
      if (carrier === 'Other') expect(url).toBeNull()
      else expect(url).toMatch(/^https:\/\/[^ ]+ABC123/)
    }
  })

  it('drops grouping spaces and encodes the number', () => {
    expect(trackingUrlFor('UPS', ' 1Z 999 AA1 ')).toBe('https://www.ups.com/track?tracknum=1Z999AA1')
    expect(trackingUrlFor('UPS', 'a&b=c#d')).toBe('https://www.ups.com/track?tracknum=a%26b%3Dc%23d')
  })

  it('is null for a blank number', () => {
    expect(trackingUrlFor('USPS', '   ')).toBeNull()
  })

  it('uses the given address for Other only when it is https', () => {
    expect(trackingUrlFor('Other', 'X1234', ' https://track.example.com/x/X1234 ')).toBe(
      'https://track.example.com/x/X1234',
    )
    expect(trackingUrlFor('Other', 'X1234', 'http://track.example.com/X1234')).toBeNull()
    expect(trackingUrlFor('Other', 'X1234', 'javascript:alert(1)')).toBeNull()
    expect(trackingUrlFor('Other', 'X1234', 'not a url')).toBeNull()
    expect(trackingUrlFor('Other', 'X1234', null)).toBeNull()
    expect(trackingUrlFor('Other', 'X1234')).toBeNull()
  })

  it('ignores a given address for a known carrier, and treats an unknown carrier like Other', () => {
    expect(trackingUrlFor('USPS', '1234', 'https://evil.example.com')).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=1234',
    )
    expect(trackingUrlFor('Pony Express', '1234', 'https://pony.example.com/1234')).toBe(
      'https://pony.example.com/1234',
    )
    expect(trackingUrlFor('Pony Express', '1234')).toBeNull()
  })
})

describe('isHttpsUrl', () => {
  it('accepts only absolute https addresses without credentials, of at most 500 characters', () => {
    expect(isHttpsUrl('https://example.com/t?n=1')).toBe(true)
    expect(isHttpsUrl('http://example.com')).toBe(false)
    expect(isHttpsUrl('https://user:pw@example.com')).toBe(false)
    expect(isHttpsUrl('/relative')).toBe(false)
    expect(isHttpsUrl(`https://example.com/${'a'.repeat(500)}`)).toBe(false)
    expect(isHttpsUrl(42)).toBe(false)
  })
})

describe('markShippedSchema', () => {
  const errorsOf = (input: unknown) => {
    const result = markShippedSchema.safeParse(input)
    if (result.success) throw new Error('expected a failure')
    return shipFieldErrors(result.error)
  }

  it('accepts a known carrier and a number, trimmed, with inner spaces collapsed', () => {
    expect(markShippedSchema.parse({ carrier: 'UPS', trackingNumber: '  1Z 999   AA1-0 ' })).toEqual({
      carrier: 'UPS',
      trackingNumber: '1Z 999 AA1-0',
    })
  })

  it('keeps an https link and drops a blank one; drops unknown keys', () => {
    expect(
      markShippedSchema.parse({
        carrier: 'FedEx',
        trackingNumber: '123456789012',
        trackingUrl: ' https://t.example.com/1 ',
        status: 'paid',
      }),
    ).toEqual({ carrier: 'FedEx', trackingNumber: '123456789012', trackingUrl: 'https://t.example.com/1' })
    expect(markShippedSchema.parse({ carrier: 'DHL', trackingNumber: '1234', trackingUrl: '  ' })).toEqual({
      carrier: 'DHL',
      trackingNumber: '1234',
    })
    expect(markShippedSchema.parse({ carrier: 'DHL', trackingNumber: '1234', trackingUrl: null })).toEqual({
      carrier: 'DHL',
      trackingNumber: '1234',
    })
  })

  it('refuses a carrier not in the list', () => {
    expect(errorsOf({ carrier: 'Pony Express', trackingNumber: '1234' })).toEqual({
      carrier: SHIP_MESSAGES.carrierInvalid,
    })
    expect(errorsOf({ trackingNumber: '1234' })).toEqual({ carrier: SHIP_MESSAGES.carrierInvalid })
  })

  it('refuses a missing, short, long or oddly written tracking number', () => {
    expect(errorsOf({ carrier: 'USPS' })).toEqual({ trackingNumber: SHIP_MESSAGES.trackingNumberRequired })
    expect(errorsOf({ carrier: 'USPS', trackingNumber: '   ' })).toEqual({
      trackingNumber: SHIP_MESSAGES.trackingNumberRequired,
    })
    expect(errorsOf({ carrier: 'USPS', trackingNumber: ' 12 ' })).toEqual({
      trackingNumber: SHIP_MESSAGES.trackingNumberMin,
    })
    expect(errorsOf({ carrier: 'USPS', trackingNumber: '1'.repeat(41) })).toEqual({
      trackingNumber: SHIP_MESSAGES.trackingNumberMax,
    })
    expect(markShippedSchema.safeParse({ carrier: 'USPS', trackingNumber: '1'.repeat(40) }).success).toBe(true)
    expect(errorsOf({ carrier: 'USPS', trackingNumber: '1234/5678' })).toEqual({
      trackingNumber: SHIP_MESSAGES.trackingNumberChars,
    })
    expect(errorsOf({ carrier: 'USPS', trackingNumber: 12345 })).toEqual({
      trackingNumber: SHIP_MESSAGES.trackingNumberRequired,
    })
  })

  it('refuses a tracking link that is not https', () => {
    expect(errorsOf({ carrier: 'UPS', trackingNumber: '1234', trackingUrl: 'http://t.example.com' })).toEqual({
      trackingUrl: SHIP_MESSAGES.trackingUrlInvalid,
    })
    expect(errorsOf({ carrier: 'Other', trackingNumber: '1234', trackingUrl: 'javascript:alert(1)' })).toEqual({
      trackingUrl: SHIP_MESSAGES.trackingUrlInvalid,
    })
  })

  it('requires the link for Other, and says so along with the other problems', () => {
    expect(errorsOf({ carrier: 'Other', trackingNumber: '1234' })).toEqual({
      trackingUrl: SHIP_MESSAGES.trackingUrlRequired,
    })
    expect(errorsOf({ carrier: 'Other', trackingNumber: '12', trackingUrl: ' ' })).toEqual({
      trackingNumber: SHIP_MESSAGES.trackingNumberMin,
      trackingUrl: SHIP_MESSAGES.trackingUrlRequired,
    })
    expect(
      markShippedSchema.parse({
        carrier: 'Other',
        trackingNumber: 'X1234',
        trackingUrl: 'https://t.example.com/X1234',
      }),
    ).toEqual({ carrier: 'Other', trackingNumber: 'X1234', trackingUrl: 'https://t.example.com/X1234' })
  })

  it('refuses a body that is not an object', () => {
    expect(markShippedSchema.safeParse(null).success).toBe(false)
    expect(markShippedSchema.safeParse('UPS 1234').success).toBe(false)
  })
})
