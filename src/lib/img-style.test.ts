import { describe, expect, it } from 'vitest'

import { imgStyleAsClasses } from './img-style'

describe('imgStyleAsClasses', () => {
  it('turns a fill image style into classes and keeps what it does not know', () => {
    const style = {
      position: 'absolute',
      height: '100%',
      width: '100%',
      left: 0,
      top: 0,
      right: 0,
      bottom: 0,
      objectFit: undefined,
      objectPosition: '30% 40%',
      color: 'transparent',
    } as const
    expect(imgStyleAsClasses(style, 'object-cover')).toEqual({
      style: { objectPosition: '30% 40%' },
      className: 'object-cover text-transparent img-fill',
    })
  })

  it('leaves no style for a sized image', () => {
    expect(imgStyleAsClasses({ color: 'transparent' }, undefined)).toEqual({
      style: undefined,
      className: 'text-transparent',
    })
  })

  it('keeps a partial box in the style', () => {
    expect(imgStyleAsClasses({ position: 'absolute', width: '100%' }, 'a')).toEqual({
      style: { position: 'absolute', width: '100%' },
      className: 'a',
    })
  })
})
