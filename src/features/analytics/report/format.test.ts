import { describe, expect, it } from 'vitest'

import { count, dayWithWeekday, longDay, shortDay, viewsText } from './format'

describe('report formats', () => {
  it('writes UTC days in US English', () => {
    expect(shortDay('2026-11-03')).toBe('Nov 3')
    expect(dayWithWeekday('2026-11-03')).toBe('Tue, Nov 3')
    expect(longDay('2026-11-03')).toBe('November 3, 2026')
  })

  it('groups thousands and says view or views', () => {
    expect(count(12345)).toBe('12,345')
    expect(viewsText(1)).toBe('1 view')
    expect(viewsText(0)).toBe('0 views')
  })
})
