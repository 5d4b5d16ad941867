import { describe, expect, it } from 'vitest'

import { isWebVtt, normaliseWebVtt, validateWebVtt, WEBVTT_HEADER_MESSAGE, WEBVTT_MAX_LENGTH } from './webvtt'

const CUES = '\n\n00:00.000 --> 00:02.000\n[Wind]\n'

describe('WebVTT captions', () => {
  it('accepts a file that starts with WEBVTT, alone or followed by a space or tab', () => {
    expect(isWebVtt(`WEBVTT${CUES}`)).toBe(true)
    expect(isWebVtt(`WEBVTT - On the road${CUES}`)).toBe(true)
    expect(isWebVtt(`WEBVTT\tcaptions${CUES}`)).toBe(true)
    expect(isWebVtt('WEBVTT')).toBe(true)
  })

  it('accepts a byte-order mark and Windows line endings', () => {
    expect(isWebVtt(`\uFEFFWEBVTT\r\n\r\n00:00.000 --> 00:02.000\r\n[Wind]\r\n`)).toBe(true)
  })

  it('refuses SubRip, lower case, a missing header or glued text', () => {
    expect(isWebVtt('1\n00:00:00,000 --> 00:00:02,000\n[Wind]')).toBe(false)
    expect(isWebVtt(`webvtt${CUES}`)).toBe(false)
    expect(isWebVtt(`WEBVTTX${CUES}`)).toBe(false)
    expect(isWebVtt(` WEBVTT${CUES}`)).toBe(false)
  })

  it('normalises what is served: no BOM, \\n line endings, one final newline', () => {
    expect(normaliseWebVtt('\uFEFFWEBVTT\r\n\r\n00:00.000 --> 00:01.000\r\nHi\r\n\r\n\r\n')).toBe(
      'WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n',
    )
  })

  it('validates the field: empty is fine, anything else must be WebVTT and not too long', () => {
    expect(validateWebVtt(undefined)).toBe(true)
    expect(validateWebVtt(null)).toBe(true)
    expect(validateWebVtt('')).toBe(true)
    expect(validateWebVtt(`WEBVTT${CUES}`)).toBe(true)
    expect(validateWebVtt('Hello')).toBe(WEBVTT_HEADER_MESSAGE)
    expect(validateWebVtt(42)).toBe(WEBVTT_HEADER_MESSAGE)
    expect(validateWebVtt(`WEBVTT${'x'.repeat(WEBVTT_MAX_LENGTH)}`)).toMatch(/at most/)
  })
})
