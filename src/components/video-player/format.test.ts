import { describe, expect, it } from 'vitest'

import { cueText, formatTime, timeValueText } from './format'

describe('video player text', () => {
  it('formats times as m:ss, and h:mm:ss past an hour', () => {
    expect(formatTime(0)).toBe('0:00')
    expect(formatTime(9.8)).toBe('0:09')
    expect(formatTime(75)).toBe('1:15')
    expect(formatTime(3725)).toBe('1:02:05')
    expect(formatTime(Number.NaN)).toBe('0:00')
    expect(formatTime(Number.POSITIVE_INFINITY)).toBe('0:00')
    expect(formatTime(-3)).toBe('0:00')
  })

  it('says where the seek slider is', () => {
    expect(timeValueText(3.2, 10)).toBe('0:03 of 0:10')
  })

  it('strips WebVTT markup from cue text', () => {
    expect(cueText('<v Sam>Hello <i>there</i></v>')).toBe('Hello there')
    expect(cueText('[Wind] &amp; rain &lt;3')).toBe('[Wind] & rain <3')
    expect(cueText('<00:00:01.000>Tick <c.loud>tock</c>')).toBe('Tick tock')
  })
})
