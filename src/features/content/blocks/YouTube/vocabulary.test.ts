import { describe, expect, it } from 'vitest'

import { youtubeId, youtubeProps } from './vocabulary'

describe('youtube', () => {
  it('takes an id, or one out of a YouTube URL', () => {
    expect(youtubeId('dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ')
    expect(youtubeId('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1')).toBe('dQw4w9WgXcQ')
    expect(youtubeId('https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ')
    expect(youtubeId('"><script>')).toBeNull()
    expect(youtubeId(undefined)).toBeNull()
  })

  it('defaults the title', () => {
    expect(youtubeProps({ id: 'dQw4w9WgXcQ' })).toEqual({ id: 'dQw4w9WgXcQ', title: 'YouTube video' })
    expect(youtubeProps({})).toEqual({ id: null, title: 'YouTube video' })
  })
})
